import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileHeaders } from '../lib/files.js';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { HSTS_VALUE } from './security-headers.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(file: Buffer) {
  const boundary = 'fieldlinkboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The CSP's directives by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./assets/a.js"></script>',
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'a.js'), 'export {};\n');
    fs.writeFileSync(path.join(webDir, 'assets', 'a.css'), 'body{}\n');
    fs.writeFileSync(path.join(webDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    t = await buildTestApp('pglite', { webDir, trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the app with a CSP that allows no inline script and no framing, nosniff and a Referrer-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS, which would pin a browser to https the instance may not serve.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the app’s hashed scripts and style sheets with nosniff but without the document-only headers', async () => {
    for (const url of ['/assets/a.js', '/assets/a.css']) {
      const asset = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(asset.headers['strict-transport-security'], url).toBe(HSTS_VALUE);
      // A script or style sheet runs under the CSP of the page that loads it, never its own.
      expect(asset.headers['content-security-policy'], url).toBeUndefined();
      expect(asset.headers['x-frame-options'], url).toBeUndefined();
    }
    // An SVG can be opened as a document and the service worker runs under its own CSP: both keep it.
    for (const url of ['/assets/logo.svg', '/sw.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(directives(answer.headers['content-security-policy'] as string).get('script-src'), url).toBe("'self'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends HSTS only on answers that came over TLS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const secure = await t.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the same headers on API answers, errors included', async () => {
    for (const url of ['/api/v1/auth/options', '/api/v1/no-such-route']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(directives(answer.headers['content-security-policy'] as string).get('frame-ancestors'), url).toBe("'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets other sites frame a share link’s embed address alone, with the rest of the policy unchanged', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/embed?link=abcdefghijklmnopqrstuvwxyz012345' });
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain('id="root"');
    const csp = directives(embed.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('script-src')).toBe("'self'");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['x-content-type-options']).toBe('nosniff');
    expect(embed.headers['cache-control']).toBe('no-cache');
  });

  it('serves the share page’s API answers (probe, open) with framing refused', async () => {
    const token = await t.login();
    const projects = await t.request({ method: 'GET', url: '/api/v1/projects', token });
    const projectId = projects.body.data.items[0].id;
    const share = await t.request({
      method: 'POST',
      url: '/api/v1/share-links',
      token,
      payload: { objectType: 'project', objectId: projectId, authority: 'open', expiresInDays: 1 },
    });
    const opened = await t.app.inject({ method: 'POST', url: '/api/v1/share-links/open', payload: { link: share.body.data.link } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(opened.headers['content-security-policy'] as string).get('frame-ancestors')).toBe("'none'");
  });

  it('serves uploaded files with nosniff, a sandboxing CSP and inline only as images', async () => {
    const demo = (await t.request({ method: 'POST', url: '/api/v1/auth/demo-login' })).body.data.token;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      headers: { authorization: `Bearer ${demo}`, ...multipart(PNG).headers },
      payload: multipart(PNG).payload,
    });
    expect(upload.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `/${upload.json().data.avatarUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(served.headers['content-security-policy'] as string).has('sandbox')).toBe(true);
    expect(directives(served.headers['content-security-policy'] as string).get('default-src')).toBe("'none'");
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it('downloads anything stored that is not a raster image', () => {
    expect(storedFileHeaders('0123456789abcdef0123456789abcdef.svg')).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });
    expect(storedFileHeaders('0123456789abcdef0123456789abcdef.jpg')['content-disposition']).toBe('inline');
  });
});
