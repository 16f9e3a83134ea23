import type { Shell } from '@fieldlink/domain';
import { useSyncExternalStore } from 'react';
import { shellFor } from './shellFor';

export { MOBILE_MAX_WIDTH, shellFor } from './shellFor';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The mobile shell under 768 px or on a mobile user agent, re-evaluated on resize. */
export function useShellKind(): Shell {
  return useSyncExternalStore(subscribe, () => shellFor(window.innerWidth, navigator.userAgent));
}
