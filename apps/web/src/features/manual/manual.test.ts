import { LANGUAGES, PAGES } from '@fieldlink/domain';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MANUAL, manualSource } from './content';
import { MANUAL_SECTIONS, MANUAL_SECTION_OF_PAGE, manualHref, manualSectionOf } from './sections';
import { parseMarkdown } from './utils/markdown';
import { searchManual } from './utils/search';

const PUBLIC = fileURLToPath(new URL('../../../public/', import.meta.url));

describe('the user manual', () => {
  it.each(PAGES.map((page) => page.name))('explains page %s in a section written in both languages', (name) => {
    const section = MANUAL_SECTION_OF_PAGE[name];
    expect(section, `${name} has a section`).toBeDefined();
    for (const language of LANGUAGES) expect(manualSource(language, section!)?.trim(), `${language}/${section}.md`).toBeTruthy();
  });

  it('maps no page that the catalogue lacks, and every section has a page or is the introduction', () => {
    const names = new Set(PAGES.map((page) => page.name));
    expect(Object.keys(MANUAL_SECTION_OF_PAGE).filter((name) => !names.has(name))).toEqual([]);
    const used = new Set(Object.values(MANUAL_SECTION_OF_PAGE));
    expect(MANUAL_SECTIONS.filter((section) => section !== 'manual-introduction' && !used.has(section))).toEqual([]);
  });

  it.each(LANGUAGES)('in %s: every section starts with its title, and each image and manual link it names exists', (language) => {
    for (const page of MANUAL[language]) {
      expect(page.blocks[0], `${language}/${page.section}`).toMatchObject({ kind: 'heading', level: 1 });
      const inlines = page.blocks.flatMap((block) =>
        block.kind === 'paragraph'
          ? block.inlines
          : block.kind === 'list'
            ? block.items.flat()
            : block.kind === 'table'
              ? block.rows.flat(2)
              : [],
      );
      for (const item of inlines) {
        if (item.kind === 'image') expect(existsSync(`${PUBLIC}${item.src}`), `${page.section}: ${item.src}`).toBe(true);
        if (item.kind === 'link' && !/^https?:/.test(item.href)) expect(MANUAL_SECTIONS).toContain(item.href.replace(/\.md$/, ''));
      }
    }
  });

  it('opens the introduction for a page it does not know', () => {
    expect(manualSectionOf(undefined)).toBe('manual-introduction');
    expect(manualSectionOf('no_such_page')).toBe('manual-introduction');
    expect(manualSectionOf('velvetRoomConfiguration')).toBe('charging-rooms');
    expect(manualHref('alarms')).toBe('#/manual/alarms');
  });
});

describe('the manual search', () => {
  const sections = [
    { section: 'alarms', title: 'Alarms', text: 'An alarm source watches a point.' },
    { section: 'devices', title: 'Devices', text: 'A device raises alarms when a point crosses a limit.' },
    { section: 'recipes', title: '配方管理', text: '配方是一组数据点的设定值。' },
  ];

  it('finds every section holding all the words, a title match first, case-insensitive', () => {
    expect(searchManual(sections, 'ALARM').map((hit) => hit.section)).toEqual(['alarms', 'devices']);
    expect(searchManual(sections, 'alarm limit').map((hit) => hit.section)).toEqual(['devices']);
    expect(searchManual(sections, '设定值')).toEqual([{ section: 'recipes', title: '配方管理', excerpt: '配方是一组数据点的设定值。' }]);
    expect(searchManual(sections, '  ')).toEqual([]);
    expect(searchManual(sections, 'nothing')).toEqual([]);
  });

  it.each([
    ['zh-CN', '工单'],
    ['en-US', 'work order'],
  ] as const)('finds the work-order section of the %s manual', (language, query) => {
    expect(searchManual(MANUAL[language], query).map((hit) => hit.section)).toContain('work-orders');
  });
});

describe('the manual Markdown', () => {
  it('reads headings, paragraphs, lists, tables, images and inline marks', () => {
    const blocks = parseMarkdown(
      '# Title\n\nOne **bold** line\nwith `code` and [a link](alarms).\n\n- first\n- second\n\n1. step\n2. next\n\n| A | B |\n|---|---|\n| 1 | **2** |\n\n![shot](manual/img/x.png)\n## Sub',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title', id: 'title' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'One ' },
          { kind: 'bold', text: 'bold' },
          { kind: 'text', text: ' line with ' },
          { kind: 'code', text: 'code' },
          { kind: 'text', text: ' and ' },
          { kind: 'link', text: 'a link', href: 'alarms' },
          { kind: 'text', text: '.' },
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'step' }], [{ kind: 'text', text: 'next' }]] },
      {
        kind: 'table',
        header: [[{ kind: 'text', text: 'A' }], [{ kind: 'text', text: 'B' }]],
        rows: [[[{ kind: 'text', text: '1' }], [{ kind: 'bold', text: '2' }]]],
      },
      { kind: 'paragraph', inlines: [{ kind: 'image', alt: 'shot', src: 'manual/img/x.png' }] },
      { kind: 'heading', level: 2, text: 'Sub', id: 'sub' },
    ]);
  });

  it('keeps HTML in a file as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
