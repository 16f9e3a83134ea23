/**
 * A streaming CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF, newlines inside quotes):
 * bytes in, rows out, holding one chunk and one unfinished row at a time, so a 100 MB file never sits
 * in memory. The encoding is told from the first chunk: UTF-8 when it decodes as UTF-8, else GB18030.
 */
export type CsvEncoding = 'utf-8' | 'gb18030';

export class CsvMalformedError extends Error {
  constructor(readonly line: number) {
    super(`CSV line ${line} is malformed`);
  }
}

/** UTF-8 when the bytes decode as UTF-8 (an incomplete last character allowed), else GB18030. */
export function detectEncoding(firstChunk: Uint8Array): CsvEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(firstChunk, { stream: true });
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** Splits decoded text into rows across chunk boundaries. */
export class CsvRowSplitter {
  private field = '';
  private row: string[] = [];
  private quoted = false;
  /** Inside quotes, a quote just seen: the field ends or the next char is a second quote. */
  private quoteSeen = false;
  private fieldStarted = false;
  private pendingCr = false;
  line = 1;

  /** The rows completed by `text`. */
  push(text: string): string[][] {
    const rows: string[][] = [];
    let plainStart = -1;
    const flushPlain = (end: number) => {
      if (plainStart >= 0) this.field += text.slice(plainStart, end);
      plainStart = -1;
    };
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c === 10) continue;
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (c === 34) {
            this.field += '"';
            continue;
          }
          this.quoted = false; // the closing quote: fall through to the unquoted handling
        } else {
          if (c === 34) {
            flushPlain(i);
            this.quoteSeen = true;
          } else {
            if (c === 10) this.line++;
            if (plainStart < 0) plainStart = i;
          }
          continue;
        }
      }
      if (c === 44 /* , */) {
        flushPlain(i);
        this.endField();
      } else if (c === 10 || c === 13) {
        flushPlain(i);
        this.endField();
        rows.push(this.row);
        this.row = [];
        this.line++;
        if (c === 13) this.pendingCr = true;
      } else if (c === 34 && !this.fieldStarted && plainStart < 0 && this.field === '') {
        this.quoted = true;
        this.fieldStarted = true;
      } else {
        if (plainStart < 0) plainStart = i;
        this.fieldStarted = true;
      }
    }
    flushPlain(text.length);
    return rows;
  }

  /** The last row when the text did not end with a newline. */
  end(): string[] | undefined {
    if (this.quoted && !this.quoteSeen) throw new CsvMalformedError(this.line);
    this.quoted = false;
    this.quoteSeen = false;
    if (!this.fieldStarted && this.row.length === 0) return undefined;
    this.endField();
    const last = this.row;
    this.row = [];
    return last;
  }

  private endField() {
    this.row.push(this.field);
    this.field = '';
    this.fieldStarted = false;
  }
}

/**
 * The rows of a byte stream, in batches: `onHeader` gets the first row, `onRows` the following ones.
 * Awaiting each batch before reading on is the back-pressure: the stream pauses while rows are written.
 */
export async function readCsv(
  source: AsyncIterable<Uint8Array>,
  handlers: {
    onEncoding?: (encoding: CsvEncoding) => void;
    onHeader: (header: string[]) => Promise<void> | void;
    onRows: (rows: string[][]) => Promise<void>;
  },
): Promise<{ encoding: CsvEncoding; rows: number }> {
  const splitter = new CsvRowSplitter();
  let decoder: TextDecoder | undefined;
  let encoding: CsvEncoding = 'utf-8';
  let header: string[] | undefined;
  let count = 0;
  const take = async (rows: string[][]) => {
    let body = rows;
    if (!header) {
      const first = rows[0];
      if (!first) return;
      header = first.map((name, i) => (i === 0 ? name.replace(/^\uFEFF/u, '') : name).trim());
      await handlers.onHeader(header);
      body = rows.slice(1);
    }
    const filled = body.filter((r) => !(r.length === 1 && r[0] === ''));
    if (filled.length === 0) return;
    count += filled.length;
    await handlers.onRows(filled);
  };
  for await (const chunk of source) {
    if (!decoder) {
      encoding = detectEncoding(chunk);
      handlers.onEncoding?.(encoding);
      decoder = new TextDecoder(encoding);
    }
    await take(splitter.push(decoder.decode(chunk, { stream: true })));
  }
  const rest = decoder ? splitter.push(decoder.decode()) : [];
  const last = splitter.end();
  await take(last ? [...rest, last] : rest);
  if (!header) throw new CsvMalformedError(1);
  return { encoding, rows: count };
}
