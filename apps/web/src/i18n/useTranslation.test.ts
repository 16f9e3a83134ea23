import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './index';
import { RESOURCES, createI18n } from './resources';
import { builtKey, type CatalogKey, type Translate } from './useTranslation';

describe('typed catalog keys', () => {
  const t = createI18n('en-US').getFixedT('en-US', NAMESPACES) as Translate;

  it('takes a common key bare and every other catalog key with its namespace', () => {
    expect(t('actions.cancel')).toBe(RESOURCES['en-US'].common.actions.cancel);
    expect(t('alarms:title')).toBe(RESOURCES['en-US'].alarms.title);
  });

  it('does not compile a key the catalogs lack (checked by the type check)', () => {
    // @ts-expect-error 'actions.cance' is no key of the common catalog
    const typo: CatalogKey = 'actions.cance';
    // @ts-expect-error a namespace's key without its namespace is no common key
    const bare: CatalogKey = 'title';
    expect([typo, bare]).toEqual(['actions.cance', 'title']);
  });

  it('lets a key built at run time through, and i18next resolves it', () => {
    const level = 2;
    expect(t(builtKey(`alarms:levels.${level}`))).toBe(RESOURCES['en-US'].alarms.levels['2']);
  });

  it('lists every catalog as a namespace, common first', () => {
    expect(NAMESPACES[0]).toBe('common');
    expect([...NAMESPACES].sort()).toEqual(Object.keys(RESOURCES['en-US']).sort());
  });
});
