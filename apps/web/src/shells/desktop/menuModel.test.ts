import { PAGES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './menuModel';

describe('buildMenu', () => {
  it('shows only pages that are both allowed and implemented', () => {
    expect(buildMenu(['home', 'item_page'], ['home'], 'zh-CN')).toEqual([{ kind: 'page', key: 'home', label: '首页', path: '/home' }]);
    expect(buildMenu(['item_page'], ['home', 'item_page'], 'en-US')).toEqual([
      {
        kind: 'group',
        key: 'group:item',
        group: 'item',
        label: 'Projects',
        children: [{ kind: 'page', key: 'item_page', label: 'Project list', path: '/item/item_page' }],
      },
    ]);
  });

  it('leaves out hidden pages and pages without a desktop path', () => {
    const all = PAGES.map((page) => page.name);
    const names = (entries: ReturnType<typeof buildMenu>): string[] =>
      entries.flatMap((entry) => (entry.kind === 'group' ? names(entry.children) : [entry.key]));
    const shown = names(buildMenu(all, all, 'zh-CN'));
    expect(shown).not.toContain('item_query');
    expect(shown).not.toContain('workbench');
    expect(shown).toContain('home');
  });
});
