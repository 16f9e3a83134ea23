/** Where the web app runs (spec §1): a browser, a WeChat mini program, or a native app wrapper. */
export const PLATFORMS = ['browser', 'wechat-mini-program', 'app'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformHints {
  userAgent: string;
  /** `window.__wxjs_environment` inside a WeChat web-view. */
  wxEnvironment?: string | undefined;
  /** Query parameters of the hash route (an app wrapper passes `Language`, `platform=app`). */
  query: { get(name: string): string | null };
}

export function detectPlatform({ userAgent, wxEnvironment, query }: PlatformHints): Platform {
  if (wxEnvironment === 'miniprogram' || /miniProgram/i.test(userAgent)) return 'wechat-mini-program';
  if (query.get('platform') === 'app' || /FieldlinkApp|Html5Plus|uni-app/i.test(userAgent)) return 'app';
  return 'browser';
}
