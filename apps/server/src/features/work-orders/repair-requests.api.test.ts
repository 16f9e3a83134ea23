import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { REPAIR_LINK_SUBMITS_PER_ADDRESS, REPAIR_LINK_SUBMITS_PER_DEVICE } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderFiles, workOrders } from '../../db/schema/index.js';
import { demoPhoto, demoSignature } from '../../seed/demo-images.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
/** A file named like a photo whose content is not an image. */
const FAKE_PNG = Buffer.from('not an image at all, just text pretending');
const FILES_DIR = path.join(os.tmpdir(), 'fieldlink-files', 'work-orders');

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string; type?: string };

function multipart(parts: Part[]) {
  const boundary = 'repairboundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'photo.png'}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (values: Record<string, string | number | boolean>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));

describe.each(databaseKinds())('repair requests on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let projectId: number;
  let deviceId: number;
  const customer = { problem: 'Red lamp on, will not start', contactName: 'Mr Zhou', contactPhone: '13512345678' };

  const post = (url: string, parts: Part[], token?: string, lang = 'en-US') =>
    t.request({ method: 'POST', url: `/api/v1${url}`, token, lang, ...multipart(parts) });
  const stored = async () => {
    const [orders] = await t.database.db.select({ n: count() }).from(workOrders);
    const [files] = await t.database.db.select({ n: count() }).from(workOrderFiles);
    const onDisk = fs.existsSync(FILES_DIR) ? fs.readdirSync(FILES_DIR).length : 0;
    return { orders: orders!.n, files: files!.n, onDisk };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    demo = await t.login('demo', 'demo1234');
    const devices = await t.request({ method: 'GET', url: '/api/v1/devices?pageSize=5', token: demo });
    const device = devices.body.data.items[0] as { id: number; projectId: number };
    deviceId = device.id;
    projectId = device.projectId;
  }, 60_000);
  afterAll(() => t.close());

  it('opens a pending order with source request and its photos, each checked by content', async () => {
    const answer = await post(
      '/repair-requests',
      [
        ...fields({ projectId, deviceId, ...customer, public: 'true' }),
        { name: 'photos', file: demoPhoto() },
        { name: 'photos', file: JPG, filename: 'b.jpeg', type: 'image/jpeg' },
      ],
      demo,
    );
    expect(answer.status, answer.text).toBe(200);
    const detail = (await t.request({ method: 'GET', url: `/api/v1/work-orders/${answer.body.data.id}`, token: demo })).body.data;
    expect(detail).toMatchObject({ status: 'pending', source: 'request', deviceId, public: true, contactPhone: '13512345678' });
    expect(detail.files.map((file: { kind: string }) => file.kind)).toEqual(['request', 'request']);
    const image = await t.request({ method: 'GET', url: `/${detail.files[0].url}` });
    expect(image.status).toBe(200);
    expect(detail.log).toMatchObject([{ action: 'create', by: 'demo' }]);
  });

  it('refuses a wrong type or an oversize photo by content before anything is stored', async () => {
    const before = await stored();
    const base = fields({ projectId, deviceId, ...customer });
    const gif = await post('/repair-requests', [...base, { name: 'photos', file: GIF, filename: 'x.png' }], demo);
    expect(gif.status).toBe(400);
    expect(gif.body.data.issues).toEqual([{ path: 'photos', message: 'Attachments must be jpg, jpeg or png images' }]);
    const fake = await post(
      '/repair-requests',
      [...base, { name: 'photos', file: demoPhoto() }, { name: 'photos', file: FAKE_PNG }],
      demo,
      'zh-CN',
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('附件只能是 jpg、jpeg 或 png 图片');
    const big = Buffer.concat([demoPhoto(), Buffer.alloc(1024 * 1024)]);
    const large = await post('/repair-requests', [...base, { name: 'photos', file: big }], demo);
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('An attachment may not exceed 1 MB');
    expect(await stored()).toEqual(before);
  });

  it('requires contact and phone, with field messages in both languages', async () => {
    const before = await stored();
    const en = await post('/repair-requests', [...fields({ projectId, deviceId, problem: 'x', contactPhone: '123' })], demo);
    expect(en.status).toBe(400);
    expect(en.body.data.issues).toEqual([
      { path: 'contactName', message: 'Required' },
      { path: 'contactPhone', message: 'Enter a valid mobile number' },
    ]);
    const zh = await post('/repair-requests', [...fields({ projectId, deviceId, contactName: 'A', contactPhone: '12' })], demo, 'zh-CN');
    expect(zh.body.data.issues).toEqual([
      { path: 'problem', message: '必填' },
      { path: 'contactPhone', message: '请输入正确的手机号' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('opens the request form from a signed device link without signing in, for that device only', async () => {
    const link = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/repair-link`, token: demo })).body.data;
    expect(link.path).toBe(`/repair?t=${link.token}`);
    const info = await t.request({ method: 'GET', url: `/api/v1/repair-link?t=${link.token}` });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ deviceId });
    const answer = await post(`/repair-link/requests?t=${link.token}`, [
      ...fields({ ...customer, deviceId: 999_999, projectId: 999_999 }),
      { name: 'photos', file: demoPhoto() },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, answer.body.data.id));
    expect(row).toMatchObject({ deviceId, projectId, source: 'request', creatorId: null, status: 'pending' });
  });

  it('refuses a tampered or expired link', async () => {
    const { token } = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/repair-link`, token: demo })).body.data;
    const [id, expires, signature] = token.split('.');
    const tampered = [
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${'A'.repeat(43)}`,
      'garbage',
    ];
    // Signed with the real secret, but already past its time.
    const { createHmac } = await import('node:crypto');
    const { serverSecrets } = await import('../../db/schema/index.js');
    const [secret] = await t.database.db.select().from(serverSecrets);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `${id}.${past}.${createHmac('sha256', secret!.value).update(`${id}.${past}`).digest('base64url')}`;
    const before = await stored();
    for (const bad of [...tampered, expired]) {
      const info = await t.request({ method: 'GET', url: `/api/v1/repair-link?t=${encodeURIComponent(bad)}`, lang: 'en-US' });
      expect(info.status, bad).toBe(404);
      expect(info.body.message).toBe('The repair QR code is invalid or has expired');
      const submit = await post(`/repair-link/requests?t=${encodeURIComponent(bad)}`, fields(customer));
      expect(submit.status, bad).toBe(404);
    }
    expect(await stored()).toEqual(before);
    // The link is the device's only: another company's device cannot be linked by a foreign caller.
    const admin = await t.login();
    const company = (await t.request({ method: 'POST', url: '/api/v1/companies', token: admin, payload: { name: 'OtherCo' } })).body.data
      .id;
    const role = await t.request({
      method: 'POST',
      url: '/api/v1/roles',
      token: admin,
      payload: { companyId: company, name: 'OtherRole', permissions: { item_query: ['view'] } },
    });
    await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token: admin,
      payload: {
        companyId: company,
        userName: 'other_admin',
        password: 'Passw0rd99',
        grade: 1,
        roleIds: [role.body.data.id],
        projectIds: [],
      },
    });
    const other = await t.login('other_admin', 'Passw0rd99');
    expect((await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/repair-link`, token: other })).status).toBe(404);
  });

  it('limits submissions through a link per address and per device: 429 in both languages, nothing stored', async () => {
    const devices = (await t.request({ method: 'GET', url: '/api/v1/devices?pageSize=5', token: demo })).body.data.items as {
      id: number;
    }[];
    const [first, second] = devices.map((device) => device.id).filter((id) => id !== deviceId);
    const linkOf = async (id: number | undefined) =>
      (await t.request({ method: 'GET', url: `/api/v1/devices/${id}/repair-link`, token: demo })).body.data.token as string;
    const [link, otherLink] = [await linkOf(first), await linkOf(second)];
    const submit = (token: string, remoteAddress: string, lang = 'en-US') =>
      t.request({
        method: 'POST',
        url: `/api/v1/repair-link/requests?t=${token}`,
        remoteAddress,
        lang,
        ...multipart([...fields(customer), { name: 'photos', file: demoPhoto() }]),
      });

    // One address: REPAIR_LINK_SUBMITS_PER_ADDRESS (5) pass, the next is refused with nothing stored.
    for (let n = 0; n < REPAIR_LINK_SUBMITS_PER_ADDRESS; n++) expect((await submit(link, '10.1.0.1')).status).toBe(200);
    const before = await stored();
    const refused = await submit(link, '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.data.error).toBe('RATE_LIMITED');
    expect(refused.body.message).toBe('This repair QR code was used too often, try again in 10 min');
    const zh = await submit(link, '10.1.0.1', 'zh-CN');
    expect(zh.status).toBe(429);
    expect(zh.body.message).toBe('该设备的报修二维码使用过于频繁,请 10 分钟后再试');
    expect(await stored()).toEqual(before);
    // The same address on another device's link, and another address on this one, still pass.
    expect((await submit(otherLink, '10.1.0.1')).status).toBe(200);
    expect((await submit(link, '10.1.0.2')).status).toBe(200);

    // The device as a whole: REPAIR_LINK_SUBMITS_PER_DEVICE (30) in the hour from any addresses.
    let sent = REPAIR_LINK_SUBMITS_PER_ADDRESS + 1;
    for (let address = 3; sent < REPAIR_LINK_SUBMITS_PER_DEVICE; address++) {
      for (let n = 0; n < REPAIR_LINK_SUBMITS_PER_ADDRESS && sent < REPAIR_LINK_SUBMITS_PER_DEVICE; n++, sent++) {
        expect((await submit(link, `10.1.0.${address}`)).status).toBe(200);
      }
    }
    const full = await stored();
    const fresh = await submit(link, '10.1.9.9');
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toBe('This repair QR code was used too often, try again in 60 min');
    expect(await stored()).toEqual(full);
    expect((await submit(otherLink, '10.1.9.9')).status).toBe(200);
    // Reading the form is limited apart from submitting: the refused address still sees the form.
    expect((await t.request({ method: 'GET', url: `/api/v1/repair-link?t=${link}`, remoteAddress: '10.1.0.1' })).status).toBe(200);
  });

  it('completes from the workbench with photos and a required PNG signature', async () => {
    const orders = (await t.request({ method: 'GET', url: '/api/v1/work-orders?status=processing', token: demo })).body.data.items;
    const id = orders[0].id as number;
    const report = fields({ solution: 'Replaced the contactor', suggestion: 'Check monthly', workingHours: '2.5' });
    const before = await stored();
    const unsigned = await post(`/work-orders/${id}/report`, report, demo);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.data.issues).toEqual([{ path: 'signature', message: 'Please sign' }]);
    const jpegSignature = await post(`/work-orders/${id}/report`, [...report, { name: 'signature', file: JPG }], demo);
    expect(jpegSignature.status).toBe(400);
    expect(await stored()).toEqual(before);
    const done = await post(
      `/work-orders/${id}/report`,
      [...report, { name: 'photos', file: demoPhoto() }, { name: 'signature', file: demoSignature(), filename: 'signature.png' }],
      demo,
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', solution: 'Replaced the contactor', workingHours: 2.5 });
    const detail = (await t.request({ method: 'GET', url: `/api/v1/work-orders/${id}`, token: demo })).body.data;
    expect(detail.files.map((file: { kind: string }) => file.kind)).toEqual(['complete', 'signature']);
    // Completing again: 409 in the caller's language, and no file kept.
    const after = await stored();
    const again = await post(`/work-orders/${id}/report`, [...report, { name: 'signature', file: demoSignature() }], demo, 'zh-CN');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('工单当前状态为「已完成」,不能执行「完成」');
    expect(await stored()).toEqual(after);
  });
});
