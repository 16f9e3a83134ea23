import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../db/schema/index.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service as the Web Push protocol (RFC 8030) has it, on HTTPS: it records each message
 * and answers 201, or 410 for a subscription it calls gone.
 */
function fakePushService(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer({ key: fixture('push-service.key'), cert: fixture('push-service.crt') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.includes('gone') ? 410 : 201).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** Decrypts an aes128gcm push message (RFC 8188 / RFC 8291) as the browser would. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

// Issue 40: a new assignment reaches the technician's phone through the Web Push standard, here a
// local push service over HTTPS, encrypted for the subscription and signed with the server's VAPID key.
describe.each(databaseKinds())('Web Push on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  const { ok, user, expectError } = apiHelpers(
    () => t,
    () => root,
  );

  beforeAll(async () => {
    push = await fakePushService();
    t = await buildTestApp(kind, { seedDemo: false, webPush: { agent: new Agent({ ca: fixture('push-service.crt') }) } });
    root = await t.login();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    push.server.close();
  });

  it('keeps the VAPID keys generated on first start among the server secrets', async () => {
    const [row] = await t.app.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys'));
    const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
    expect((await ok('GET', '/push/public-key', root)).publicKey).toBe(stored.publicKey);
    // An uncompressed P-256 point, base64url.
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
  });

  it('pushes a new assignment to the assignee, encrypted, and forgets a subscription the service calls gone', async () => {
    const company = (await ok('POST', '/companies', root, { name: 'PushCo' })).id;
    const project = (await ok('POST', '/projects', root, { name: 'PushPlant', location: '120,30', companyId: company })).id;
    const { token: admin } = await user(company, 'push_admin', 1, { orderReview: ['view', 'add', 'dispatch'] });
    const { id: repairId, token: repair } = await user(company, 'push_repair', 2, { myOrder: ['view', 'accept'] }, [project]);
    await expectError({ status: 401 }, 'POST', '/push/subscriptions', undefined, {});
    await expectError({ status: 400 }, 'POST', '/push/subscriptions', repair, {
      endpoint: 'http://insecure.example/x',
      keys: { p256dh: 'a', auth: 'b' },
    });
    const phone = browserKeys();
    await ok('POST', '/push/subscriptions', repair, {
      endpoint: `${push.url}/push/phone`,
      keys: { p256dh: phone.p256dh, auth: phone.authText },
    });
    const gone = browserKeys();
    await ok('POST', '/push/subscriptions', repair, {
      endpoint: `${push.url}/push/gone`,
      keys: { p256dh: gone.p256dh, auth: gone.authText },
    });

    const order = await ok('POST', '/work-orders', admin, {
      projectId: project,
      problem: 'Belt slipping',
      contactName: 'Li',
      contactPhone: '13800138000',
    });
    await ok('POST', `/work-orders/${order.id}/dispatch`, admin, { assigneeId: repairId });

    await expect.poll(() => push.received.map((entry) => entry.path).sort()).toEqual(['/push/gone', '/push/phone']);
    const message = push.received.find((entry) => entry.path === '/push/phone');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.ttl).toBe('86400');
    expect(String(message!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = JSON.parse(decrypt(message!.body, phone)) as {
      title: Record<string, string>;
      body: Record<string, string>;
      link: string;
    };
    expect(payload.title['en-US']).toBe(`Order ${order.number} was assigned to you`);
    expect(payload.title['zh-CN']).toBe(`工单 ${order.number} 已派给您`);
    expect(payload.body['en-US']).toBe('Belt slipping');
    expect(payload.link).toBe(`/workDetails?id=${order.id}`);

    // The service said the second one is gone: the next assignment is not sent there.
    const before = push.received.length;
    const second = await ok('POST', '/work-orders', admin, {
      projectId: project,
      problem: 'Oil leak',
      contactName: 'Li',
      contactPhone: '13800138000',
    });
    await ok('POST', `/work-orders/${second.id}/dispatch`, admin, { assigneeId: repairId });
    await expect.poll(() => push.received.length).toBe(before + 1);
    expect(push.received.slice(before).map((entry) => entry.path)).toEqual(['/push/phone']);
    // Other steps are not pushed: accepting tells the dispatcher through the other channels only;
    // a third assignment after it is the next message the service sees.
    await ok('POST', `/work-orders/${second.id}/accept`, repair, {});
    const third = await ok('POST', '/work-orders', admin, {
      projectId: project,
      problem: 'Fan noise',
      contactName: 'Li',
      contactPhone: '13800138000',
    });
    await ok('POST', `/work-orders/${third.id}/dispatch`, admin, { assigneeId: repairId });
    await expect.poll(() => push.received.length).toBe(before + 2);
    const last = JSON.parse(decrypt(push.received.at(-1)!.body, phone)) as { link: string };
    expect(last.link).toBe(`/workDetails?id=${third.id}`);
  });
});
