import { describe, expect, it } from 'vitest';
import { RESOURCES, createI18n } from './resources';

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('catalogs', () => {
  it('zh-CN and en-US have the same namespaces and keys', () => {
    const zh = RESOURCES['zh-CN'];
    const en = RESOURCES['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const ns of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(flatKeys(en[ns]).sort(), ns).toEqual(flatKeys(zh[ns]).sort());
    }
  });

  it('no value is empty', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      for (const [ns, catalog] of Object.entries(RESOURCES[language])) {
        for (const value of leaves(catalog)) {
          expect(typeof value === 'string' && value.trim().length > 0, `${language} ${ns}`).toBe(true);
        }
      }
    }
  });

  it('resolves the domain messages, including flat keys with dots, in both languages', () => {
    const zh = createI18n('zh-CN');
    expect(zh.t('messages:validation.required')).toBe('必填');
    expect(zh.t('errors:http.server', { reason: 'Bad Gateway' })).toBe('接口服务错误,原因:Bad Gateway');
    const en = createI18n('en-US');
    expect(en.t('messages:RATE_LIMITED', { seconds: 30 })).toBe('Too many attempts, try again in 30 s');
    expect(en.t('common:brand')).toBe('Fieldlink Cloud');
  });
});
