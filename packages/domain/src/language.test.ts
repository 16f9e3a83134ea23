import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader, matchLanguage, resolveClientLanguage, type Language } from './language.js';

describe('languageFromAcceptHeader', () => {
  it.each<[string | null | undefined, Language]>([
    [undefined, 'zh-CN'],
    [null, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-gb', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['*', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
    ['fr-FR, de;q=0.9', 'zh-CN'],
    [';;;,,,;q=', 'zh-CN'],
    ['garbage!!', 'zh-CN'],
    // The first supported entry wins when nothing is ranked.
    ['fr, en-GB, zh-CN', 'en-US'],
    ['fr, zh-CN, en', 'zh-CN'],
    // Quality beats position.
    ['zh-CN;q=0.5, en;q=0.8', 'en-US'],
    ['en;q=0.1, zh;q=0.2', 'zh-CN'],
    ['en;q=0.9, zh', 'zh-CN'],
    [' en-US ; q=0.9 , zh-CN ; q=0.95 ', 'zh-CN'],
    // Equal quality keeps header order.
    ['en;q=0.5, zh;q=0.5', 'en-US'],
    ['zh;q=0.5, en;q=0.5', 'zh-CN'],
    // q=0 means "not acceptable".
    ['en;q=0', 'zh-CN'],
    ['en;q=0, fr', 'zh-CN'],
    ['zh;q=0, en;q=0.001', 'en-US'],
    ['en;q=0.0, zh-TW;q=0.1', 'zh-CN'],
    // An unreadable quality counts as 0.
    ['en;q=abc', 'zh-CN'],
    ['en;q=abc, zh', 'zh-CN'],
    // An unsupported tag ranked first falls through to the next supported one.
    ['fr;q=1, en;q=0.3', 'en-US'],
    ['*, en;q=0.1', 'en-US'],
  ])('%j -> %s', (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });

  it('always answers a supported language, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(isLanguage(languageFromAcceptHeader(header))).toBe(true);
      }),
    );
  });
});

describe('matchLanguage', () => {
  it.each<[string | null | undefined, Language | undefined]>([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    ['*', undefined],
    ['fr', undefined],
    ['de-DE', undefined],
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['en-gb', 'en-US'],
    ['  EN  ', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
  ])('%j -> %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('resolveClientLanguage', () => {
  it.each<[Parameters<typeof resolveClientLanguage>[0], Language]>([
    [{}, 'zh-CN'],
    [{ stored: null, browser: null, appParameter: null }, 'zh-CN'],
    // stored beats browser beats the app's Language parameter
    [{ stored: 'en-US', browser: 'zh-CN', appParameter: 'zh-CN' }, 'en-US'],
    [{ stored: 'zh-CN', browser: 'en-US', appParameter: 'en' }, 'zh-CN'],
    [{ browser: 'en-US', appParameter: 'zh' }, 'en-US'],
    [{ browser: 'zh-CN', appParameter: 'en' }, 'zh-CN'],
    [{ appParameter: 'en' }, 'en-US'],
    [{ appParameter: 'en-US' }, 'en-US'],
    [{ appParameter: 'zh-TW' }, 'zh-CN'],
    // unsupported values fall through
    [{ stored: 'fr', browser: 'en-US' }, 'en-US'],
    [{ stored: 'en', browser: 'zh-CN' }, 'zh-CN'],
    [{ stored: '', browser: '', appParameter: 'en' }, 'en-US'],
    [{ stored: 'garbage', browser: 'en-GB', appParameter: 'en' }, 'en-US'],
    [{ stored: 'garbage', browser: 'en-GB', appParameter: 'fr' }, 'zh-CN'],
    [{ browser: 'fr-FR' }, 'zh-CN'],
    [{ browser: 'en', appParameter: 'garbage' }, 'zh-CN'],
  ])('%j -> %s', (hints, expected) => {
    expect(resolveClientLanguage(hints)).toBe(expected);
  });

  it('a supported stored value always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('zh-CN', 'en-US'),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (stored, browser, appParameter) => {
          expect(resolveClientLanguage({ stored, browser, appParameter })).toBe(stored);
        },
      ),
    );
  });

  it('defaults to zh-CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
  });
});
