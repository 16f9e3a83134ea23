import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { rowsOf } from '../../db/client.js';

const MQTT_URL = process.env.TEST_MQTT_URL;

// The machine's Mosquitto (CI has one) stands in for any external broker: the server takes
// telemetry through a shared subscription of its persistent session and answers the box's
// commands through it. Mosquitto here lets anyone connect; the auth hooks are tested on their own.
describe.runIf(MQTT_URL).each(databaseKinds())('ingest through an external broker on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  let pointId: number;
  const boxId = `EXT${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;

  beforeAll(async () => {
    t = await buildTestApp(kind, { externalMqttUrl: MQTT_URL!, seedDemo: false, connectivity: { commandTimeoutMs: 2000 } });
    token = await t.login();
    const project = await t.request({
      method: 'POST',
      url: '/api/v1/projects',
      token,
      payload: { name: '外部代理', location: '120.1,30.2' },
    });
    deviceId = (
      await t.request({
        method: 'POST',
        url: '/api/v1/devices',
        token,
        payload: { projectId: project.body.data.id, name: '压机', boxId, boxPassword: 'boxpass123' },
      })
    ).body.data.id;
    pointId = (
      await t.request({
        method: 'POST',
        url: `/api/v1/devices/${deviceId}/points`,
        token,
        payload: { name: 'seq', area: '4x', address: 0, dataType: 4, writable: true, save: true },
      })
    ).body.data.id;
  });
  afterAll(async () => t?.close());

  it('stores QoS 1 telemetry once, shows it live, and round-trips a write command', async () => {
    const client = await mqtt.connectAsync(MQTT_URL!, { clientId: boxId, reconnectPeriod: 0 });
    await client.subscribeAsync(`devices/${boxId}/commands`, { qos: 1 });
    client.on('message', (topic, payload) => {
      if (topic.endsWith('/commands'))
        void client.publishAsync(`devices/${boxId}/commands/ack`, JSON.stringify({ id: JSON.parse(payload.toString()).id, ok: true }), {
          qos: 1,
        });
    });
    await client.publishAsync(`devices/${boxId}/status`, JSON.stringify({ online: true, plc: 'ok' }), { qos: 1, retain: true });
    const base = Date.now() - 10_000;
    const sent = Array.from({ length: 200 }, (_, i) => ({ ts: base + i, values: { seq: i } }));
    for (const message of [...sent, ...sent.slice(0, 50)])
      await client.publishAsync(`devices/${boxId}/telemetry`, JSON.stringify(message), { qos: 1 });
    const count = async () =>
      Number(
        rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from samples where point_id = ${pointId}`))[0]!.n,
      );
    const end = Date.now() + 10_000;
    while ((await count()) < 200 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(await count()).toBe(200);
    const live = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token })).body.data;
    expect(live[0]).toMatchObject({ name: 'seq', value: 199 });
    const device = (await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}`, token })).body.data;
    expect(device.status).toBe('online');
    const write = await t.request({ method: 'PUT', url: `/api/v1/points/${pointId}/value`, token, payload: { value: 7 } });
    expect(write.body.data).toMatchObject({ status: 'ok' });
    await client.publishAsync(`devices/${boxId}/status`, '', { qos: 1, retain: true });
    await client.endAsync();
  });
});
