import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

// Issue 40: a phone replays what it queued offline with an Idempotency-Key per action; the same key
// again never applies twice, and a refusal by the order rules is answered the same way every time.
describe.each(databaseKinds())('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let repair: string;
  let repairId: number;
  let otherId: number;
  let other: string;
  let project: number;
  const { ok, user } = apiHelpers(
    () => t,
    () => root,
  );
  const order = { problem: 'Hydraulic leak', contactName: 'Wang', contactPhone: '13800138000' };
  const send = (method: 'POST' | 'GET', url: string, token: string, key: string | undefined, payload?: object) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      token,
      lang: 'en-US',
      ...(payload ? { payload } : {}),
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const dispatched = async () => {
    const created = (await ok('POST', '/work-orders', admin, { projectId: project, ...order })) as { id: number };
    await ok('POST', `/work-orders/${created.id}/dispatch`, admin, { assigneeId: repairId });
    return created.id;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const company = (await ok('POST', '/companies', root, { name: 'IdemCo' })).id;
    project = (await ok('POST', '/projects', root, { name: 'IdemPlant', location: '120,30', companyId: company })).id;
    const all = { orderReview: ['view', 'add', 'edit', 'dispatch'], myOrder: ['view', 'accept', 'transfer', 'complete'] };
    const mine = { myOrder: ['view', 'accept', 'transfer', 'complete'] };
    ({ token: admin } = await user(company, 'idem_admin', 1, all));
    ({ id: repairId, token: repair } = await user(company, 'idem_repair', 2, mine, [project]));
    ({ id: otherId, token: other } = await user(company, 'idem_other', 2, mine, [project]));
  }, 60_000);
  afterAll(() => t.close());

  it('applies an action once and answers a repeat with the first answer', async () => {
    const id = await dispatched();
    const first = await send('POST', `/work-orders/${id}/accept`, repair, 'accept-key-0001', {});
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('accepted');
    const again = await send('POST', `/work-orders/${id}/accept`, repair, 'accept-key-0001', {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const detail = await ok('GET', `/work-orders/${id}`, admin);
    expect(detail.log.filter((entry: { action: string }) => entry.action === 'accept')).toHaveLength(1);
    // Without the key the order rules answer: accepted already.
    expect((await send('POST', `/work-orders/${id}/accept`, repair, undefined, {})).status).toBe(409);
  });

  it('stores a refusal too, and refuses a key reused for another request', async () => {
    const id = await dispatched();
    await ok('POST', `/work-orders/${id}/transfer`, admin, { assigneeId: otherId });
    const refused = await send('POST', `/work-orders/${id}/accept`, repair, 'accept-key-0002', {});
    expect(refused.status).toBe(403);
    const again = await send('POST', `/work-orders/${id}/accept`, repair, 'accept-key-0002', {});
    expect(again.status).toBe(403);
    expect(again.body).toEqual(refused.body);
    const reused = await send('POST', `/work-orders/${id}/start`, repair, 'accept-key-0002', {});
    expect(reused.status).toBe(409);
    expect(reused.body.data.error).toBe('CONFLICT');
    expect(reused.body.message).toBe('This Idempotency-Key was used for another request');
  });

  it('keeps keys per user and refuses a malformed key', async () => {
    const id = await dispatched();
    expect((await send('POST', `/work-orders/${id}/accept`, repair, 'bad key', {})).status).toBe(400);
    // Another repairman's key of the same name is another key: the rules decide (403, not the assignee).
    expect((await send('POST', `/work-orders/${id}/accept`, other, 'shared-key-0003', {})).status).toBe(403);
    expect((await send('POST', `/work-orders/${id}/accept`, repair, 'shared-key-0003', {})).status).toBe(200);
  });

  it('runs a completion report (multipart) once', async () => {
    const id = await dispatched();
    await ok('POST', `/work-orders/${id}/accept`, repair, {});
    const boundary = 'idemboundary';
    const signature = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="solution"\r\n\r\nNew seal\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="signature"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`),
      signature,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const report = () =>
      t.request({
        method: 'POST',
        url: `/api/v1/work-orders/${id}/report`,
        token: repair,
        lang: 'en-US',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': 'report-key-0004' },
      });
    const first = await report();
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.status).toBe('completed');
    const again = await report();
    expect(again.status).toBe(200);
    const detail = await ok('GET', `/work-orders/${id}`, admin);
    expect(detail.log.filter((entry: { action: string }) => entry.action === 'complete')).toHaveLength(1);
    expect(detail.files.filter((file: { kind: string }) => file.kind === 'signature')).toHaveLength(1);
  });
});
