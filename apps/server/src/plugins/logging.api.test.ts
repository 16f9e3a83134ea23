import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/paths.js';
import { buildTestApp, type TestApp } from '../test/harness.js';

/** pino's numeric levels. */
const DEBUG = 20;
const INFO = 30;

interface LogLine {
  level: number;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

describe('server output', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Fieldlink</title>');
    // The icon the web build ships (Vite copies apps/web/public into dist).
    fs.copyFileSync(path.join(serverRoot(), '..', 'web', 'public', 'favicon.ico'), path.join(webDir, 'favicon.ico'));
    t = await buildTestApp('pglite', { seedDemo: false, webDir, logLevel: 'debug' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const lines = () =>
    t
      .logs()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  it('logs a request once, at debug, never at info', async () => {
    const url = '/api/v1/auth/options?probe=request-log';
    expect((await t.request({ method: 'GET', url })).status).toBe(200);
    const about = lines().filter((line) => line.req?.url === url);
    expect(about).toEqual([expect.objectContaining({ level: DEBUG, msg: 'request completed', res: { statusCode: 200 } })]);
    expect(lines().filter((line) => line.level >= INFO && line.req)).toEqual([]);
  });

  it('answers /favicon.ico with the icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/icon/);
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
