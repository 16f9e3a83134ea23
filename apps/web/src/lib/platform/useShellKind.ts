import type { Shell } from '@fieldlink/domain';
import { useSyncExternalStore } from 'react';

export const MOBILE_MAX_WIDTH = 767;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|MicroMessenger|HarmonyOS/i;

export function shellFor(width: number, userAgent: string): Shell {
  return width <= MOBILE_MAX_WIDTH || MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The mobile shell under 768 px or on a mobile user agent, re-evaluated on resize. */
export function useShellKind(): Shell {
  return useSyncExternalStore(subscribe, () => shellFor(window.innerWidth, navigator.userAgent));
}
