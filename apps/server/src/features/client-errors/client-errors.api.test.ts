import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ERROR_RATE } from '@fieldlink/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../../db/schema/index.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

/** A real esbuild bundle and its hidden map (see source-maps.test.ts). */
const WEB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe.each(databaseKinds())('client error log on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let adminA: { id: number; token: string };
  let adminB: { id: number; token: string };
  let plainA: { id: number; token: string };
  let companyA: number;
  /** Each test reports from its own address, so the per-address limit of one does not touch another. */
  let address = 0;
  const nextAddress = () => `10.9.0.${++address}`;

  const report = (body: unknown, token?: string, remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: '/api/v1/client-errors', token, remoteAddress, payload: body as object });
  const error = (message: string, extra: object = {}) => ({ kind: 'error', message, route: '/home', version: '1.4.2', ...extra });

  beforeAll(async () => {
    t = await buildTestApp(kind, { webDir: WEB_DIR });
    root = await t.login();
    companyA = await h.company('ErrCoA');
    const companyB = await h.company('ErrCoB');
    const keys = { error_store_page: ['view', 'delete'], error_logger_page: ['view'] };
    adminA = await h.user(companyA, 'err_admin_a', 1, keys);
    adminB = await h.user(companyB, 'err_admin_b', 1, keys);
    plainA = await h.user(companyA, 'err_plain_a', 2, {});
  }, 60_000);
  afterAll(() => t.close());

  it('stores a report without a token, with no user or company', async () => {
    const response = await report(error('Anonymous boom 1'));
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ stored: true });
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.message, 'Anonymous boom 1'));
    expect(row).toMatchObject({ kind: 'error', userId: null, companyId: null, route: '/home', version: '1.4.2' });
  });

  it('records the user and company of a login token, and the failed call of a request report', async () => {
    const response = await report(
      {
        kind: 'request',
        message: 'Internal error',
        route: '/item',
        version: '1.4.2',
        method: 'GET',
        url: 'https://h/api/v1/devices/7?token=secret&page=2',
        status: 500,
      },
      plainA.token,
    );
    expect(response.status, response.text).toBe(200);
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.userId, plainA.id));
    expect(row).toMatchObject({
      kind: 'request',
      userName: 'err_plain_a',
      companyId: companyA,
      method: 'GET',
      url: '/api/v1/devices/7?token=*&page=2',
      status: 500,
    });
  });

  it('drops a malformed report with 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(clientErrors)).length;
    for (const body of [{ kind: 'error' }, { kind: 'nope', message: 'x', route: '/', version: '1' }, error('x'.repeat(1001)), ['boom']]) {
      expect((await report(body)).status).toBe(400);
    }
    expect((await t.database.db.select().from(clientErrors)).length).toBe(before);
  });

  it('limits reports per address with 429, and per user across addresses', async () => {
    const address = nextAddress();
    for (let i = 0; i < CLIENT_ERROR_RATE.perWindow; i++) expect((await report(error(`Flood ${i}`), undefined, address)).status).toBe(200);
    const over = await report(error('Flood over'), undefined, address);
    expect(over.status).toBe(429);
    const flooder = await h.user(companyA, 'err_flooder', 2, {});
    for (let i = 0; i < CLIENT_ERROR_RATE.perWindow; i++) expect((await report(error(`User flood ${i}`), flooder.token)).status).toBe(200);
    expect((await report(error('User flood over'), flooder.token)).status).toBe(429);
    const stored = await t.database.db.select().from(clientErrors).where(eq(clientErrors.message, 'User flood over'));
    expect(stored).toEqual([]);
  });

  it('groups reports by fingerprint with count, users, first and last seen and the last version', async () => {
    const stack = (line: number) => `TypeError: x\n    at f (https://h/assets/index-Zz99Yy88.js:${line}:4)`;
    await report(error(`Cannot read 'a' of device 1`, { stack: stack(3), version: '1.0.0' }), adminA.token);
    await report(error(`Cannot read 'b' of device 2`, { stack: stack(3), version: '1.1.0' }), plainA.token);
    await report(error(`Cannot read 'c' of device 3`, { stack: stack(3), version: '1.2.0' }), plainA.token);
    await report(error(`Cannot read 'a' of device 1`, { stack: stack(4) }), adminA.token);
    const groups = await h.ok('GET', '/client-errors/groups?keyword=Cannot%20read&pageSize=50', adminA.token);
    expect(groups.total).toBe(2);
    const big = groups.items.find((group: { count: number }) => group.count === 3);
    expect(big).toMatchObject({ kind: 'error', users: 2, message: `Cannot read 'c' of device 3`, lastVersion: '1.2.0' });
    expect(new Date(big.firstSeen).getTime()).toBeLessThanOrEqual(new Date(big.lastSeen).getTime());
    const members = await h.ok('GET', `/client-errors?fingerprint=${big.fingerprint}`, adminA.token);
    expect(members.items.map((entry: { message: string }) => entry.message).sort()).toEqual([
      `Cannot read 'a' of device 1`,
      `Cannot read 'b' of device 2`,
      `Cannot read 'c' of device 3`,
    ]);
  });

  it('maps a minified stack with the build map on disk', async () => {
    const stack = 'Error: cannot render pump\n    at t (https://h/assets/index-Ab12Cd34.js:1:97)';
    await report(error('cannot render pump', { stack }), adminA.token);
    const { items } = await h.ok('GET', '/client-errors?keyword=render%20pump', adminA.token);
    expect(items).toHaveLength(1);
    expect(items[0].stack).toBe(stack);
    expect(items[0].mappedStack).toBe('Error: cannot render pump\n    at t (src/lib/explode.ts:9:3)');
  });

  it('serves the bundle but never its hidden source map', async () => {
    const bundle = await t.request({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(bundle.status).toBe(200);
    expect(bundle.text).toContain('cannot render');
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.map?x=1']) {
      const map = await t.request({ method: 'GET', url });
      expect(map.text, url).not.toContain('mappings');
    }
  });

  it('scopes the lists: super user all, a company administrator their company, filters by kind and time', async () => {
    await report(error('Company B only'), adminB.token);
    const all = await h.ok('GET', '/client-errors?pageSize=200', root);
    const messages = all.items.map((entry: { message: string }) => entry.message);
    expect(messages).toEqual(expect.arrayContaining(['Anonymous boom 1', 'Company B only', 'Internal error']));
    const seenByA = (await h.ok('GET', '/client-errors?pageSize=200', adminA.token)).items as { companyId: number; message: string }[];
    expect(seenByA.length).toBeGreaterThan(0);
    expect(seenByA.every((entry) => entry.companyId === companyA)).toBe(true);
    const seenByB = (await h.ok('GET', '/client-errors/groups?pageSize=200', adminB.token)).items as { message: string }[];
    expect(seenByB.map((group) => group.message)).toEqual(['Company B only']);
    const requests = (await h.ok('GET', '/client-errors?kind=request', adminA.token)).items as { kind: string }[];
    expect(requests.map((entry) => entry.kind)).toEqual(['request']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await h.ok('GET', `/client-errors?from=${future}`, root)).total).toBe(0);
  });

  it('refuses the lists without the page grant and without a token', async () => {
    await h.expectError({ status: 403 }, 'GET', '/client-errors', plainA.token);
    await h.expectError({ status: 403 }, 'GET', '/client-errors/groups', plainA.token);
    await h.expectError({ status: 401 }, 'GET', '/client-errors/groups', undefined);
  });

  it('deletes a group for administrators, each in their scope; refuses anyone else', async () => {
    const boom = (token?: string) =>
      report(error('Group to delete', { stack: 'Error: x\n    at g (https://h/assets/index-Gg11.js:9:1)' }), token);
    await boom(adminA.token);
    await boom(plainA.token);
    await boom(adminB.token);
    await boom();
    const [group] = (await h.ok('GET', '/client-errors/groups?keyword=Group%20to%20delete', root)).items;
    const url = `/client-errors/groups/${group.fingerprint}`;
    const left = async () =>
      (await t.database.db.select().from(clientErrors).where(eq(clientErrors.fingerprint, group.fingerprint))).length;
    expect(await left()).toBe(4);

    // Granted the key but not an administrator: refused, nothing deleted.
    const plainDeleter = await h.user(companyA, 'err_plain_del', 2, { error_store_page: ['view', 'delete'] });
    await h.expectError({ status: 403 }, 'DELETE', url, plainDeleter.token);
    await h.expectError({ status: 403 }, 'DELETE', url, plainA.token);
    expect(await left()).toBe(4);

    // A company administrator deletes the company's reports only; the group is gone from their list.
    expect(await h.ok('DELETE', url, adminA.token)).toEqual({ deleted: 2 });
    expect((await h.ok('GET', '/client-errors/groups?keyword=Group%20to%20delete', adminA.token)).total).toBe(0);
    await h.expectError({ status: 404 }, 'DELETE', url, adminA.token);
    expect(await left()).toBe(2);
    // The super user deletes the rest, another company's and the anonymous one.
    expect(await h.ok('DELETE', url, root)).toEqual({ deleted: 2 });
    expect(await left()).toBe(0);
  });
});
