import mqtt from 'mqtt';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../../test/wait.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { rowsOf } from '../../db/client.js';

const BOX = 'CONNTEST0001';
const OTHER = 'CONNTEST0002';
const PASSWORD = 'boxpass123';

function box(url: string, boxId: string, password = PASSWORD, extra: mqtt.IClientOptions = {}) {
  return new Promise<mqtt.MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, { clientId: boxId, username: boxId, password, reconnectPeriod: 0, connectTimeout: 3000, ...extra });
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

describe.each(databaseKinds())('connectivity on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  let otherId: number;
  const point: Record<string, number> = {};

  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n);
  const live = async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token })).body.data as any[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { network: true, seedDemo: false, connectivity: { commandTimeoutMs: 500 } });
    token = await t.login();
    const project = await t.request({
      method: 'POST',
      url: '/api/v1/projects',
      token,
      payload: { name: '连通测试', location: '120.1,30.2' },
    });
    const make = async (boxId: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/devices',
          token,
          payload: { projectId: project.body.data.id, name: '压机', boxId, boxPassword: PASSWORD },
        })
      ).body.data.id as number;
    deviceId = await make(BOX);
    otherId = await make(OTHER);
    const points = [
      { name: 'temp', area: '4x', address: 0, dataType: 2, slope: 0.1, intercept: 0, unit: 'C', decimals: 1, intervalMs: 1000 },
      { name: 'setpoint', area: '4x', address: 1, dataType: 2, writable: true, maxData: 1000, minData: 0 },
      { name: 'code', area: '4x', address: 2, dataType: 2, displayFormat: 2 },
      { name: 'shown', area: '4x', address: 3, dataType: 2, save: false },
    ];
    for (const p of points) {
      const r = await t.request({ method: 'POST', url: `/api/v1/devices/${deviceId}/points`, token, payload: { save: true, ...p } });
      expect(r.status).toBe(200);
      point[p.name] = r.body.data.id;
    }
    await t.request({
      method: 'POST',
      url: `/api/v1/devices/${otherId}/points`,
      token,
      payload: { name: 'temp', area: '4x', address: 0, dataType: 2 },
    });
  });
  afterAll(async () => t?.close());

  it('refuses a wrong box password and a client id that is not the box ID', async () => {
    await expect(box(t.mqttUrl!, BOX, 'wrong-pass')).rejects.toThrow();
    await expect(box(t.mqttUrl!, BOX, PASSWORD, { clientId: 'someone-else' })).rejects.toThrow();
  });

  it('gives the box its configuration, retained', async () => {
    const client = await box(t.mqttUrl!, BOX);
    const config = new Promise<any>((resolve) => client.on('message', (_t, m) => resolve(JSON.parse(m.toString()))));
    await client.subscribeAsync(`devices/${BOX}/config`, { qos: 1 });
    const received = await config;
    expect(received.points.map((p: any) => p.name)).toEqual(['temp', 'setpoint', 'code', 'shown']);
    expect(received.points[1]).toMatchObject({ area: '4x', address: 1, dataType: 2, writable: true });
    await client.endAsync();
  });

  it('scales telemetry into live values and stores it once per (point, ts); the box is online', async () => {
    const client = await box(t.mqttUrl!, BOX);
    await client.publishAsync(`devices/${BOX}/status`, JSON.stringify({ online: true, plc: 'ok' }), { qos: 1, retain: true });
    const ts = Date.now() - 60_000;
    const message = JSON.stringify({ ts, values: { temp: 253, setpoint: 40, code: 255, shown: 7, nosuch: 1 } });
    // QoS 1: the PUBACK comes after the commit, so the rows are there when publish resolves.
    await client.publishAsync(`devices/${BOX}/telemetry`, message, { qos: 1 });
    await client.publishAsync(`devices/${BOX}/telemetry`, message, { qos: 1 });
    expect(await count(sql`select count(*)::int as n from samples where point_id = ${point.temp}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from samples where point_id = ${point.shown}`)).toBe(0);
    const values = await live();
    const byName = Object.fromEntries(values.map((v) => [v.name, v]));
    expect(byName.temp).toMatchObject({ value: 25.3, display: '25.3', unit: 'C', ts: new Date(ts).toISOString(), writable: false });
    expect(byName.code.display).toBe('00FF');
    expect(byName.shown.value).toBe(7);
    const device = await waitFor(async () => {
      const r = await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token });
      return r.body.data.status === 'online' && r.body.data;
    }, 'online');
    expect(device.statusAt).toBeTruthy();
    await client.endAsync();
  });

  it('stores replays in any order once and keeps the newest value live', async () => {
    const client = await box(t.mqttUrl!, BOX);
    const base = Date.now() - 30_000;
    const messages = Array.from({ length: 20 }, (_, i) => ({ ts: base + i * 100, values: { temp: 100 + i } }));
    const replay = [...messages, ...messages, ...messages].sort(() => Math.random() - 0.5);
    const before = await count(sql`select count(*)::int as n from samples where point_id = ${point.temp}`);
    await Promise.all(replay.map((m) => client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify(m), { qos: 1 })));
    expect(await count(sql`select count(*)::int as n from samples where point_id = ${point.temp}`)).toBe(before + 20);
    const temp = (await live()).find((v) => v.name === 'temp');
    expect(temp).toMatchObject({ value: 11.9, ts: new Date(base + 1900).toISOString() });
    await t.app.connectivity.latest.flush();
    const stored = rowsOf<{ value: number }>(
      await t.database.db.execute(sql`select value from point_latest where point_id = ${point.temp}`),
    );
    expect(stored[0]!.value).toBeCloseTo(11.9);
    await client.endAsync();
  });

  it('drops and counts malformed messages, quarantines stale timestamps, and keeps going', async () => {
    const client = await box(t.mqttUrl!, BOX);
    const before = (await t.request({ method: 'GET', url: '/api/v1/ingest/stats', token })).body.data;
    await client.publishAsync(`devices/${BOX}/telemetry`, 'not json', { qos: 1 });
    await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ values: 'nope' }), { qos: 1 });
    await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: Date.now() - 8 * 86_400_000, values: { temp: 1 } }), {
      qos: 1,
    });
    await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: Date.now() + 3_600_000, values: { temp: 2 } }), { qos: 1 });
    await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ values: { temp: 500 } }), { qos: 1 });
    const after = (await t.request({ method: 'GET', url: '/api/v1/ingest/stats', token })).body.data;
    expect(after.malformed - before.malformed).toBe(2);
    expect(after.quarantined - before.quarantined).toBe(2);
    expect(await count(sql`select count(*)::int as n from quarantined_samples where device_id = ${deviceId}`)).toBe(2);
    expect((await live()).find((v) => v.name === 'temp').value).toBe(50);
    expect(t.logs()).toContain(BOX);
    await client.endAsync();
  });

  it("drops what a box publishes under another box's topics", async () => {
    const client = await box(t.mqttUrl!, BOX);
    await client.publishAsync(`devices/${OTHER}/telemetry`, JSON.stringify({ values: { temp: 999 } }), { qos: 1 });
    expect(client.connected).toBe(true);
    const other = (await t.request({ method: 'GET', url: `/api/v1/devices/${otherId}/live`, token })).body.data;
    expect(other[0].value).toBeNull();
    await client.endAsync();
  });

  it('writes a value: checked, sent to the box, answered with its ack or a timeout, and audited', async () => {
    const client = await box(t.mqttUrl!, BOX);
    await client.subscribeAsync(`devices/${BOX}/commands`, { qos: 1 });
    let answer = true;
    const seen: any[] = [];
    client.on('message', (topic, payload) => {
      if (!topic.endsWith('/commands')) return;
      const command = JSON.parse(payload.toString());
      seen.push(command);
      if (answer)
        void client.publishAsync(
          `devices/${BOX}/commands/ack`,
          JSON.stringify({ id: command.id, ok: command.value !== 13, ...(command.value === 13 ? { error: 'PLC refused' } : {}) }),
          { qos: 1 },
        );
    });
    const write = (id: number, value: unknown, lang = 'en-US') =>
      t.request({ method: 'PUT', url: `/api/v1/points/${id}/value`, token, lang, payload: { value } });

    const done = await write(point.setpoint!, 55);
    expect(done.body.data).toMatchObject({ status: 'ok' });
    expect(seen.at(-1)).toMatchObject({ type: 'write', point: 'setpoint', value: 55, id: done.body.data.commandId });
    expect((await write(point.setpoint!, 13)).body.data).toMatchObject({ status: 'error', error: 'PLC refused' });
    answer = false;
    expect((await write(point.setpoint!, 14)).body.data).toMatchObject({ status: 'timeout' });

    const readOnly = await write(point.temp!, 1, 'zh-CN');
    expect(readOnly.status).toBe(409);
    expect(readOnly.body.message).toBe('该数据点不可写');
    const tooBig = await write(point.setpoint!, 1001);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('0 to 1000');
    expect(seen).toHaveLength(3);

    const commands = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/commands`, token })).body.data;
    expect(commands.slice(0, 3).map((c: any) => c.status)).toEqual(['timeout', 'error', 'ok']);
    const audit = await count(sql`select count(*)::int as n from audit_log where action = 'point.setValue'`);
    expect(audit).toBe(3);
    await client.endAsync();
  });

  it('follows the device state: PLC failure, then offline by its will, every change recorded', async () => {
    const client = await box(t.mqttUrl!, BOX, PASSWORD, {
      will: { topic: `devices/${BOX}/status`, payload: Buffer.from('{"online":false}'), qos: 1, retain: true },
    });
    const status = async () => (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token })).body.data.status;
    await client.publishAsync(`devices/${BOX}/status`, JSON.stringify({ online: true, plc: 'error' }), { qos: 1, retain: true });
    await waitFor(async () => (await status()) === 'comm_failure', 'comm_failure');
    client.stream.destroy();
    await waitFor(async () => (await status()) === 'offline', 'offline');
    const write = await t.request({ method: 'PUT', url: `/api/v1/points/${point.setpoint}/value`, token, payload: { value: 5 } });
    expect(write.status).toBe(409);
    const events = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/status-events`, token })).body.data;
    expect(events.slice(0, 3).map((e: any) => e.status)).toEqual(['offline', 'comm_failure', 'online']);
    client.end(true);
  });

  it('pushes live values and state changes over the WebSocket stream', async () => {
    const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/v1/stream?token=${token}`);
    const messages: any[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    await waitFor(async () => messages.some((m) => m.type === 'ready'), 'ready');
    socket.send(JSON.stringify({ type: 'subscribe', devices: [deviceId, 999999] }));
    await waitFor(async () => messages.some((m) => m.type === 'error' && m.deviceId === 999999), 'refusal of an unknown device');
    const client = await box(t.mqttUrl!, BOX);
    await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ values: { temp: 321 } }), { qos: 1 });
    const pushed = await waitFor(async () => messages.find((m) => m.type === 'live'), 'live push');
    expect(pushed).toMatchObject({ deviceId, values: [{ name: 'temp', value: 32.1, display: '32.1' }] });
    await waitFor(async () => messages.find((m) => m.type === 'status' && m.status === 'online'), 'status push');
    socket.close();
    await client.endAsync();
  });

  it('refuses the stream without a valid token', async () => {
    const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/v1/stream?token=nope`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('answers the external broker hooks for box credentials and topics', async () => {
    const auth = (body: object) => t.request({ method: 'POST', url: '/api/v1/mqtt/auth', payload: body });
    const acl = (body: object) => t.request({ method: 'POST', url: '/api/v1/mqtt/acl', payload: body });
    expect((await auth({ username: BOX, clientid: BOX, password: PASSWORD })).status).toBe(200);
    expect((await auth({ username: BOX, clientid: BOX, password: 'bad' })).status).toBe(403);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/telemetry`, acc: 2 })).status).toBe(200);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/commands`, acc: 4 })).status).toBe(200);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/commands`, acc: 2 })).status).toBe(403);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${OTHER}/telemetry`, action: 'publish' })).status).toBe(403);
    // Remote-HMI tunnels: a box publishes its tunnels' up frames and reads their down frames, nothing else.
    const tunnel = '3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b';
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/tunnel/${tunnel}/up`, acc: 2 })).status).toBe(200);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/tunnel/+/down`, acc: 4 })).status).toBe(200);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/tunnel/${tunnel}/down`, acc: 2 })).status).toBe(403);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${BOX}/tunnel/+/up`, acc: 4 })).status).toBe(403);
    expect((await acl({ username: BOX, clientid: BOX, topic: `devices/${OTHER}/tunnel/${tunnel}/up`, acc: 2 })).status).toBe(403);
  });
});
