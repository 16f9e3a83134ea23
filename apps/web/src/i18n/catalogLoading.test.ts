import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ZH_CN_FIRST } from './catalogs/zh-CN.first';
import { createI18n, ensureCatalog, hasFullCatalog, loadCatalog } from './index';

/** What react-i18next hands a component: its own copy of the instance, sharing the store. */
const wrapperOf = <T extends object>(instance: T): T =>
  Object.create(Object.getPrototypeOf(instance), Object.getOwnPropertyDescriptors(instance)) as T;

describe('catalog loading', () => {
  it('starts with the first part only, then adds the rest once for every wrapper of the instance', async () => {
    const instance = createI18n('zh-CN', { 'zh-CN': await loadCatalog('zh-CN') });
    expect(instance.t('messages:validation.required')).toBe('必填');
    expect(instance.exists('home:welcome')).toBe(false);
    expect(hasFullCatalog(instance, 'zh-CN')).toBe(false);
    const first = wrapperOf(instance);
    const second = wrapperOf(instance);
    const load = ensureCatalog(first, 'zh-CN');
    expect(ensureCatalog(second, 'zh-CN')).toBe(load);
    await load;
    expect(hasFullCatalog(second, 'zh-CN')).toBe(true);
    expect(hasFullCatalog(instance, 'en-US')).toBe(false);
    expect(instance.t('messages:validation.required')).toBe('必填');
    expect(Object.keys(instance.getResourceBundle('zh-CN', 'messages') as object).length).toBeGreaterThan(
      Object.keys(ZH_CN_FIRST.messages).length,
    );
    expect(instance.t('home:welcome', { name: 'A' })).toBe('欢迎回来,A');
    expect(dayjs.locale()).toBe('zh-cn');
  });
});
