import { formatMessage, GALLERY_MAX_BYTES, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { SYSTEM_IMAGES } from './system-images.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SHAPE_ALL = { shape: ['view', 'add', 'edit', 'delete', 'export', 'import'] };
const en = (key: MessageKey) => formatMessage('en-US', key);

/** A multipart form: `file` (with its file name and declared type) and, when given, `name`. */
function form(file: Buffer, fileName: string, type: string, name?: string) {
  const boundary = 'galleryboundary';
  const parts = [
    ...(name === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`)]),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds())('gallery on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let designerA: string;
  let viewerA: string;
  let designerB: string;

  const upload = (token: string, file: Buffer, fileName: string, type: string, name?: string) =>
    t.request({ method: 'POST', url: '/api/v1/gallery', token, lang: 'en-US', ...form(file, fileName, type, name) });
  const content = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/gallery/${id}/content`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const a = await h.company('GalleryCoA');
    const b = await h.company('GalleryCoB');
    designerA = (await h.user(a, 'gallery_designer_a', 2, SHAPE_ALL)).token;
    viewerA = (await h.user(a, 'gallery_viewer_a', 2, { item_query: ['view'] })).token;
    designerB = (await h.user(b, 'gallery_designer_b', 2, SHAPE_ALL)).token;
  }, 120_000);
  afterAll(() => t.close());

  it('lists the seeded system images to everyone and serves them as safe SVG', async () => {
    const list = await h.ok('GET', '/gallery', viewerA);
    expect(list.system.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(SYSTEM_IMAGES.map((i) => i.name)));
    expect(list.system.every((i: { system: boolean; type: string }) => i.system && i.type === 'svg')).toBe(true);
    const response = await content(viewerA, list.system[0].id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg/);
  });

  it('finds the type from the content, never the name or the declared type', async () => {
    const png = await upload(designerA, PNG, 'photo.gif', 'image/gif', 'Logo');
    expect(png.status, png.text).toBe(200);
    expect(png.body.data).toMatchObject({ name: 'Logo', type: 'png', size: PNG.length, system: false });
    const served = await content(designerA, png.body.data.id);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const html = await upload(designerA, Buffer.from('<html><script>alert(1)</script></html>'), 'fake.png', 'image/png', 'Fake');
    expect(html.status).toBe(400);
    expect(html.body.message).toBe(en('error.galleryType'));
    // Without a name: the file's own name.
    const unnamed = await upload(designerA, PNG, 'pump-plate.png', 'image/png');
    expect(unnamed.body.data.name).toBe('pump-plate');
  });

  it('takes 2048 KB and refuses 2049 KB without storing it', async () => {
    const sized = (bytes: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(bytes - 8)]);
    const before = (await h.ok('GET', '/gallery', designerA)).company.length;
    const big = await upload(designerA, sized(2049 * 1024), 'big.png', 'image/png', 'Big');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(en('error.gallerySize'));
    expect((await h.ok('GET', '/gallery', designerA)).company.length).toBe(before);
    const max = await upload(designerA, sized(GALLERY_MAX_BYTES), 'max.png', 'image/png', 'Max');
    expect(max.status, max.text).toBe(200);
    expect(max.body.data.size).toBe(GALLERY_MAX_BYTES);
  });

  it('stores an SVG with a script cleaned and serves it with headers that keep it from running', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#ff0000" onclick="steal()"/><use href="https://evil.example/x.svg#a"/></svg>',
    );
    const stored = await upload(designerA, svg, 'icon.png', 'image/png', 'Icon');
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.data.type).toBe('svg');
    const served = await content(viewerA, stored.body.data.id);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('fill="#ff0000"');
    expect(served.body).not.toMatch(/script|onload|onclick|alert|evil/);
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline',
    });
    expect(served.headers['cache-control']).toContain('private');
    // Nothing but a script: nothing to store.
    const empty = await upload(
      designerA,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      'Empty',
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(en('error.svgInvalid'));
  });

  it('keeps company images to their company and the system gallery read-only', async () => {
    const mine = (await upload(designerA, PNG, 'a.png', 'image/png', 'CompanyA')).body.data;
    const listB = await h.ok('GET', '/gallery', designerB);
    expect(listB.company.map((i: { id: number }) => i.id)).not.toContain(mine.id);
    expect((await content(designerB, mine.id)).statusCode).toBe(404);
    await h.expectError({ status: 404 }, 'PUT', `/gallery/${mine.id}`, designerB, { name: 'Taken' });
    await h.expectError({ status: 404 }, 'DELETE', `/gallery/${mine.id}`, designerB);
    expect((await content(viewerA, mine.id)).statusCode).toBe(200);

    const system = (await h.ok('GET', '/gallery', designerA)).system[0];
    const refused = await h.expectError({ status: 403 }, 'DELETE', `/gallery/${system.id}`, designerA);
    expect(refused.message).toBe(en('error.systemGalleryReadOnly'));
    await h.expectError({ status: 403 }, 'PUT', `/gallery/${system.id}`, designerA, { name: 'Mine now' });
    expect((await content(designerA, system.id)).statusCode).toBe(200);

    // Without the designer keys: read only.
    expect((await upload(viewerA, PNG, 'a.png', 'image/png', 'Nope')).status).toBe(403);
    await h.expectError({ status: 403 }, 'PUT', `/gallery/${mine.id}`, viewerA, { name: 'Nope' });
    await h.expectError({ status: 403 }, 'DELETE', `/gallery/${mine.id}`, viewerA);

    expect(await h.ok('PUT', `/gallery/${mine.id}`, designerA, { name: 'Renamed' })).toMatchObject({ id: mine.id, name: 'Renamed' });
    await h.ok('DELETE', `/gallery/${mine.id}`, designerA);
    expect((await content(designerA, mine.id)).statusCode).toBe(404);
  });
});
