import type { PageDef } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { managementEntries, openablePages } from './openablePages';

const page = (name: string, extra: Partial<PageDef> = {}): PageDef => ({
  name,
  title: { 'zh-CN': `${name}页`, 'en-US': `${name} page` },
  keys: ['view'],
  paths: { mobile: `/${name}` },
  ...extra,
});

describe('openablePages', () => {
  it('keeps only allowed pages the shell implements, in the allowed order', () => {
    expect(openablePages(['home', 'largeScreen', 'deviceList', 'configure_page'], ['deviceList', 'home'])).toEqual(['home', 'deviceList']);
    expect(openablePages([], ['home'])).toEqual([]);
    expect(openablePages(['home'], [])).toEqual([]);
  });
});

describe('managementEntries', () => {
  const pages = [
    page('home'),
    page('workbench'),
    page('management'),
    page('history', { group: 'dataAnalysis' }),
    page('item_query', { group: 'item', hidden: true }),
    page('log', { group: 'logs' }),
    page('desktopOnly', { group: 'logs', paths: { desktop: '/x' } }),
    page('loose'),
  ];
  const all = pages.map((p) => p.name);

  it('groups every openable phone page that is not a tab, hidden or the hub itself', () => {
    expect(managementEntries(all, 'en-US', pages)).toEqual([
      { group: 'dataAnalysis', title: 'Data analysis', entries: [{ page: 'history', path: '/history', title: 'history page' }] },
      { group: 'logs', title: 'Logs', entries: [{ page: 'log', path: '/log', title: 'log page' }] },
      { group: 'other', title: undefined, entries: [{ page: 'loose', path: '/loose', title: 'loose page' }] },
    ]);
  });

  it('offers nothing the user cannot open', () => {
    expect(managementEntries(['home', 'log'], 'zh-CN', pages)).toEqual([
      { group: 'logs', title: '日志', entries: [{ page: 'log', path: '/log', title: 'log页' }] },
    ]);
    expect(managementEntries([], 'zh-CN', pages)).toEqual([]);
  });
});
