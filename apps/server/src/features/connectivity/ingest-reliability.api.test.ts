import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type DatabaseKind, databaseKinds } from '../../test/harness.js';
import { freePort, startServerProcess, waitReady, type ServerProcess } from '../../test/server-process.js';
import { openPglite, rowsOf } from '../../db/client.js';
import { sql } from 'drizzle-orm';

const MQTT_URL = process.env.TEST_MQTT_URL;
const MESSAGES = 1500;
const KILLS = 5;
const ADMIN = 'Admin12345';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server as its own process (so it can be SIGKILLed), on the machine's Mosquitto with a
 * persistent session: a message is acknowledged only after its batch is committed, so whatever
 * a kill interrupts the broker delivers again, and the (point, ts) key stores it once.
 */
describe.runIf(MQTT_URL).each(databaseKinds())('ingest survives SIGKILL on %s', (kind: DatabaseKind) => {
  const unique = randomBytes(4).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-kill-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let port = 0;
  const base = () => `http://127.0.0.1:${port}/api/v1`;

  async function start() {
    server = startServerProcess({
      PORT: String(port),
      MQTT_URL: MQTT_URL!,
      MQTT_CLIENT_ID: `fieldlink-kill-${unique}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN,
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await waitReady(server, `${base()}/health`);
  }

  const stop = () => server!.stop('SIGTERM');
  const kill = () => server!.stop('SIGKILL');

  afterAll(async () => {
    await server?.stop('SIGKILL');
    // Ends the persistent session, so the broker stops keeping messages for it.
    const session = await mqtt.connectAsync(MQTT_URL!, {
      clientId: `fieldlink-kill-${unique}`,
      clean: true,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    await session.endAsync();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stores every sequence number exactly once across ${KILLS} kills`, { timeout: 240_000 }, async () => {
    port = await freePort();
    if (kind === 'postgres') database = await freshPostgresDatabase();
    await start();
    const call = async (method: string, url: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base()}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { data: any };
    };
    const token = (await call('POST', '/auth/login', undefined, { userName: 'admin', password: ADMIN })).data.token;
    const project = (await call('POST', '/projects', token, { name: '断电测试', location: '120.1,30.2' })).data;
    const boxId = `KIL${unique.toUpperCase()}${randomBytes(2).toString('hex').toUpperCase().slice(0, 1)}`;
    const device = (await call('POST', '/devices', token, { projectId: project.id, name: '压机', boxId, boxPassword: 'boxpass123' })).data;
    const point = (
      await call('POST', `/devices/${device.id}/points`, token, { name: 'seq', area: '4x', address: 0, dataType: 4, save: true })
    ).data;

    const box = await mqtt.connectAsync(MQTT_URL!, { clientId: boxId, reconnectPeriod: 0 });
    const t0 = Date.now() - 60_000;
    // Mosquitto keeps at most 1,000 messages for an offline session and silently drops the rest
    // ("Outgoing messages are being dropped"), which is the broker's limit, not ours: while the
    // server is down (a slow restart on a loaded machine), the box stops after QUEUED_WHILE_DOWN.
    const QUEUED_WHILE_DOWN = 400;
    let down: { sent: number; up: Promise<void> } | undefined;
    const publishing = (async () => {
      for (let seq = 0; seq < MESSAGES; seq++) {
        if (down && down.sent >= QUEUED_WHILE_DOWN) await down.up;
        await box.publishAsync(`devices/${boxId}/telemetry`, JSON.stringify({ ts: t0 + seq, values: { seq } }), { qos: 1 });
        if (down) down.sent += 1;
        if (seq % 10 === 9) await sleep(80);
      }
    })();
    for (let i = 0; i < KILLS; i++) {
      await sleep(800 + Math.random() * 800);
      let restarted = () => {};
      down = { sent: 0, up: new Promise<void>((resolve) => (restarted = resolve)) };
      await kill();
      await start();
      down = undefined;
      restarted();
    }
    await publishing;
    await box.endAsync();

    const stored = async (): Promise<number[]> => {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const rows = (await client.query('select value from samples where point_id = $1 order by value', [point.id])).rows;
        await client.end();
        return rows.map((r) => Number(r.value));
      }
      // PGlite lives inside the child: stop it (a clean stop flushes) and read the directory.
      await stop();
      const handle = await openPglite(path.join(dataDir, 'db'));
      const rows = rowsOf<{ value: number }>(
        await handle.db.execute(sql`select value from samples where point_id = ${point.id} order by value`),
      );
      await handle.close();
      await start();
      return rows.map((r) => Number(r.value));
    };
    let values: number[] = [];
    for (let attempt = 0; attempt < 10 && values.length < MESSAGES; attempt++) {
      // Redeliveries of what a kill interrupted come in after the newest values.
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const live = await call('GET', `/devices/${device.id}/live`, token);
        if (live.data?.[0]?.value === MESSAGES - 1) break;
        await sleep(200);
      }
      await sleep(1500);
      values = await stored();
    }
    const missing = Array.from({ length: MESSAGES }, (_, i) => i).filter((i) => !values.includes(i));
    expect(missing).toEqual([]);
    expect(values).toHaveLength(MESSAGES);
    expect(new Set(values).size).toBe(MESSAGES);
  });
});
