import http from 'node:http';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { XDATA_CSV_MAX_BYTES } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';

const BOUNDARY = 'xdatabigboundary';
const NOTE = 'x'.repeat(4000);
/** Wide rows: a 100 MB file in about 25 000 rows, so the test spends its time streaming, not per row. */
const ROW_BYTES = Buffer.byteLength(`000000,name000000,${NOTE}\n`);

/** A multipart body of a CSV of about `bytes`, generated as it is read: never whole in this process either. */
function multipartCsv(bytes: number): Readable {
  const rows = Math.floor(bytes / ROW_BYTES);
  let i = -1;
  return new Readable({
    read() {
      if (i === -1) {
        this.push(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nid,name,note\n`,
        );
        i = 0;
        return;
      }
      if (i >= rows) {
        this.push(`\r\n--${BOUNDARY}--\r\n`);
        this.push(null);
        return;
      }
      const chunk: string[] = [];
      for (let k = 0; k < 64 && i < rows; k++, i++) chunk.push(`${String(i).padStart(6, '0')},name${String(i).padStart(6, '0')},${NOTE}\n`);
      this.push(chunk.join(''));
    },
  });
}

function post(baseUrl: string, path: string, token: string, body: Readable): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'accept-language': 'en-US',
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (d: Buffer) => parts.push(d));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString() }));
      },
    );
    request.on('error', reject);
    body.pipe(request);
  });
}

describe('XDATA upload of a 100 MB CSV on pglite', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false, network: true });
    root = await t.login();
  }, 120_000);
  afterAll(() => t.close());

  it('streams it into the database with the live JS heap flat', async () => {
    // The live heap, not garbage waiting for a collection: collect before each sample.
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      gc();
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 5000);
    const started = Date.now();
    const response = await post(
      t.baseUrl!,
      '/api/v1/xdata/sources?name=Big&tableName=big',
      root,
      multipartCsv(XDATA_CSV_MAX_BYTES - 64 * 1024),
    );
    clearInterval(sampler);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const source = JSON.parse(response.text).data;
    expect(source.rowCount).toBe(Math.floor((XDATA_CSV_MAX_BYTES - 64 * 1024) / ROW_BYTES));
    expect(source.columns.map((c: { type: string }) => c.type)).toEqual(['integer', 'text', 'text']);
    const heapGrowthMb = (peakHeap - before.heapUsed) / 2 ** 20;
    // The 100 MB never sat in the JS heap: growth stays far under the file's size.
    expect(heapGrowthMb).toBeLessThan(40);
    console.info(
      `100 MB CSV: ${source.rowCount} rows in ${((Date.now() - started) / 1000).toFixed(1)} s; heap +${heapGrowthMb.toFixed(1)} MB, rss +${((peakRss - before.rss) / 2 ** 20).toFixed(1)} MB (PGlite's in-memory database is in rss)`,
    );
  }, 240_000);
});
