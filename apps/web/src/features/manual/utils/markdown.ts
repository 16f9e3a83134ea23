/**
 * A small Markdown reader for the manual's own files: headings (#, ##, ###), paragraphs, bullet and numbered
 * lists, tables, images on a line of their own, and inline **bold**, `code`, [links](…) and ![images](…).
 * It yields plain data; the manual renders it as React elements, so no HTML from a file reaches the page.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'image'; alt: string; src: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; id: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|!\[([^\]]*)\]\(([^)\s]+)\)|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: 'text', text: source.slice(last, match.index) });
    const [, bold, code, alt, src, text, href] = match;
    if (bold !== undefined) out.push({ kind: 'bold', text: bold });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (src !== undefined) out.push({ kind: 'image', alt: alt ?? '', src });
    else out.push({ kind: 'link', text: text ?? '', href: href ?? '' });
    last = match.index + match[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** An anchor for a heading: its words, lower case, joined by dashes (CJK characters are kept). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+\.\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const text = (heading[2] ?? '').trim();
      blocks.push({ kind: 'heading', level: (heading[1] ?? '#').length as 1 | 2 | 3, text, id: slugOf(text) });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      flush();
      const ordered = NUMBERED.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(parseInline(pattern.exec(lines[i] ?? '')?.[1] ?? ''));
        i += 1;
      }
      i -= 1;
      blocks.push({ kind: 'list', ordered, items });
    } else if (line.trim().startsWith('|') && /^\s*\|?[\s:-]+\|[\s|:-]*$/.test(lines[i + 1] ?? '')) {
      flush();
      const header = cells(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        rows.push(cells(lines[i] ?? ''));
        i += 1;
      }
      i -= 1;
      blocks.push({ kind: 'table', header, rows });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The words of a section without its Markdown marks, for the search. */
export function plainText(blocks: readonly Block[]): string {
  const inline = (items: readonly Inline[]) => items.map((item) => (item.kind === 'image' ? item.alt : item.text)).join('');
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return block.text;
        case 'paragraph':
          return inline(block.inlines);
        case 'list':
          return block.items.map(inline).join('\n');
        case 'table':
          return [block.header, ...block.rows].map((row) => row.map(inline).join(' ')).join('\n');
      }
    })
    .join('\n');
}
