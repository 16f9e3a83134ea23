import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.js';

/** The web app's files and the API's answers as a browser receives them: cached right and compressed. */
describe('web delivery', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-web-'));
  const script = `export const greeting = ${JSON.stringify('x'.repeat(4000))};\n`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><title>${'Fieldlink '.repeat(200)}</title>`);
    // The phone app's service worker and manifest (issue 40) sit beside index.html.
    fs.writeFileSync(path.join(webDir, 'sw.js'), "importScripts('workbox-0123abcd.js');\n");
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Fieldlink","display":"standalone"}');
    const asset = path.join(webDir, 'assets', 'index-Ab12Cd34.js');
    fs.writeFileSync(asset, script);
    t = await buildTestApp('pglite', { seedDemo: false, webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset immutable for a year, brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated under its hashed name: no validators, no ranges.
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['last-modified']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('has index.html revalidated on every load', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.etag ?? response.headers['last-modified']).toBeDefined();
    }
  });

  it('has the service worker and the manifest revalidated on every load, so a new version is found', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('compresses the API JSON over 1 KB and leaves small answers as they are', async () => {
    const large = await get('/api/v1/openapi.json', 'gzip, br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('paths');
    const gzip = await get('/api/v1/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/v1/health', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
