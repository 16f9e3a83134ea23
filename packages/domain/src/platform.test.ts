import { describe, expect, it } from 'vitest';
import { detectPlatform, type Platform } from './platform.js';

/** A minimal stand-in for URLSearchParams (the domain package compiles without DOM or Node types). */
const query = (search: string) => {
  const pairs = new Map(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { get: (name: string) => pairs.get(name) ?? null };
};

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const WECHAT_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN';
const WECHAT_MINI = `${WECHAT_BROWSER} miniProgram/wx1234567890`;
const UNI_APP =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110 Mobile Safari/537.36 uni-app Html5Plus/1.0';

describe('detectPlatform', () => {
  it.each<[string, string, string | undefined, string, Platform]>([
    ['plain desktop browser', CHROME, undefined, '', 'browser'],
    ['WeChat in-app browser (not a mini program)', WECHAT_BROWSER, undefined, '', 'browser'],
    ['mini program user agent', WECHAT_MINI, undefined, '', 'wechat-mini-program'],
    ['mini program user agent, any case', `${CHROME} MINIPROGRAM`, undefined, '', 'wechat-mini-program'],
    ['wxEnvironment miniprogram', CHROME, 'miniprogram', '', 'wechat-mini-program'],
    ['wxEnvironment browser', WECHAT_BROWSER, 'browser', '', 'browser'],
    ['mini program wins over an app query', WECHAT_MINI, undefined, 'platform=app', 'wechat-mini-program'],
    ['query platform=app', CHROME, undefined, 'platform=app&Language=en-US', 'app'],
    ['query platform=web', CHROME, undefined, 'platform=web', 'browser'],
    ['query platform=APP is not the app', CHROME, undefined, 'platform=APP', 'browser'],
    ['uni-app / Html5Plus user agent', UNI_APP, undefined, '', 'app'],
    ['Html5Plus alone', `${CHROME} Html5Plus/1.0`, undefined, '', 'app'],
    ['FieldlinkApp user agent', `${CHROME} FieldlinkApp/2.1`, undefined, '', 'app'],
    ['empty user agent', '', undefined, '', 'browser'],
  ])('%s', (_name, userAgent, wxEnvironment, search, expected) => {
    expect(detectPlatform({ userAgent, wxEnvironment, query: query(search) })).toBe(expected);
  });
});
