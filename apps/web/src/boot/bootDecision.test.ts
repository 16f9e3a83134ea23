import { describe, expect, it } from 'vitest';
import { ariaLabel, decideBoot, type BootInput } from './bootDecision';

const DESK_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const input = (over: Partial<BootInput>): BootInput => ({
  hash: '#/login',
  token: null,
  storedLanguage: null,
  browserLanguage: 'zh-CN',
  userAgent: DESK_AGENT,
  width: 1440,
  ...over,
});

describe('decideBoot', () => {
  it.each<[string, string, string | null, boolean]>([
    ['the sign-in', '#/login', null, true],
    ['the sign-in after a deep link', '#/login?rederect=%2Fhome', null, true],
    ['no hash (the README address)', '', null, true],
    ['the root', '#/', null, true],
    ['the sign-in, signed in', '#/login', 'token', false],
    ['the root, signed in', '#/', 'token', false],
    ['a deep link', '#/home', null, false],
    ['a deep link, signed in', '#/home', 'token', false],
    ['a share link', '#/share/abc123/device/3', null, false],
    ['a public screen', '#/xData_share_screen?id=4', null, false],
    ['a QR repair page', '#/repair?deviceId=7', null, false],
    ['the registration', '#/register', null, false],
    ['a path that only starts like the sign-in', '#/loginx', null, false],
  ])('%s: static form %s', (_name, hash, token, shown) => {
    expect(decideBoot(input({ hash, token })).staticLogin).toBe(shown);
  });

  it.each<[Partial<BootInput>, string]>([
    [{ storedLanguage: 'en-US', browserLanguage: 'zh-CN' }, 'en-US'],
    [{ storedLanguage: null, browserLanguage: 'en-US' }, 'en-US'],
    [{ storedLanguage: 'fr', browserLanguage: 'zh-CN' }, 'zh-CN'],
    [{ browserLanguage: 'de-DE' }, 'zh-CN'],
    // The app wrapper's Language parameter, only in the app wrapper (as initialLanguage).
    [{ browserLanguage: 'de-DE', hash: '#/login?platform=app&Language=en-US' }, 'en-US'],
    [{ browserLanguage: 'de-DE', hash: '#/login?Language=en-US' }, 'zh-CN'],
  ])('language %o: %s', (over, language) => {
    expect(decideBoot(input(over)).language).toBe(language);
  });

  it.each<[number, string, string]>([
    [1440, DESK_AGENT, 'desktop'],
    [768, DESK_AGENT, 'desktop'],
    [767, DESK_AGENT, 'mobile'],
    [1440, PHONE_AGENT, 'mobile'],
  ])('width %i: the %s shell', (width, userAgent, shell) => {
    expect(decideBoot(input({ width, userAgent })).shell).toBe(shell);
  });
});

describe('ariaLabel', () => {
  const aria = JSON.stringify({ 'zh-CN': ['显示密码', '隐藏密码'], 'en-US': ['Show password', 'Hide password'] });
  it('picks the language, and the toggle’s state', () => {
    expect(ariaLabel(aria, 'en-US', false)).toBe('Show password');
    expect(ariaLabel(aria, 'en-US', true)).toBe('Hide password');
    expect(ariaLabel(JSON.stringify({ 'zh-CN': '语言' }), 'zh-CN', false)).toBe('语言');
  });
});
