import type { Shell } from '@fieldlink/domain';

export const MOBILE_MAX_WIDTH = 767;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|MicroMessenger|HarmonyOS/i;

/** The mobile shell under 768 px or on a mobile user agent (plain: the boot script in index.html uses it too). */
export function shellFor(width: number, userAgent: string): Shell {
  return width <= MOBILE_MAX_WIDTH || MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
