import { describe, expect, it } from 'vitest';
import { CsvMalformedError, CsvRowSplitter, detectEncoding, readCsv } from './csv-stream.js';

async function* chunks(parts: (string | Uint8Array)[]) {
  for (const p of parts) yield typeof p === 'string' ? new TextEncoder().encode(p) : p;
}

async function read(parts: (string | Uint8Array)[]) {
  let header: string[] = [];
  const rows: string[][] = [];
  const result = await readCsv(chunks(parts), { onHeader: (h) => void (header = h), onRows: async (r) => void rows.push(...r) });
  return { header, rows, encoding: result.encoding, count: result.rows };
}

describe('CSV stream', () => {
  it('reads quoted fields, doubled quotes, CRLF and newlines inside quotes, across chunk boundaries', async () => {
    const text = '\uFEFFname,note\r\n"a, b","say ""hi"""\r\nc,"line1\nline2"\nd,\n';
    for (const cut of [1, 3, 7, 12, 20, 25, text.length - 2]) {
      const { header, rows } = await read([text.slice(0, cut), text.slice(cut)]);
      expect(header).toEqual(['name', 'note']);
      expect(rows).toEqual([
        ['a, b', 'say "hi"'],
        ['c', 'line1\nline2'],
        ['d', ''],
      ]);
    }
  });

  it('keeps a last row without newline and skips blank lines', async () => {
    expect((await read(['a,b\n\n1,2'])).rows).toEqual([['1', '2']]);
  });

  it('refuses an unterminated quote with its line', () => {
    const s = new CsvRowSplitter();
    s.push('a\n"open\n');
    expect(() => s.end()).toThrow(CsvMalformedError);
  });

  it('tells UTF-8 from GB18030 and decodes GB18030 split inside a character', async () => {
    expect(detectEncoding(new TextEncoder().encode('名称,价格\n'))).toBe('utf-8');
    // "名称,价格\n鸡蛋,5\n" in GB18030
    const gb = Uint8Array.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xbc, 0xdb, 0xb8, 0xf1, 0x0a, 0xbc, 0xa6, 0xb5, 0xb0, 0x2c, 0x35, 0x0a]);
    expect(detectEncoding(gb)).toBe('gb18030');
    const { header, rows, encoding } = await read([gb.slice(0, 11), gb.slice(11)]);
    expect(encoding).toBe('gb18030');
    expect(header).toEqual(['名称', '价格']);
    expect(rows).toEqual([['鸡蛋', '5']]);
  });
});
