import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const BOX = 'AUTOTEST0001';

describe.each(databaseKinds())('conditional automation on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let adminA: string;
  let adminB: string;
  let companyA: number;
  let deviceA: number;
  const point: Record<string, number> = {};

  const { api, ok, expectError, user } = apiHelpers(
    () => t,
    () => root,
  );
  /** One telemetry message through the ingest entry point, as the broker hands it over. */
  const send = async (values: Record<string, number>, ts: number) => {
    await t.app.connectivity.gate.deliver(BOX, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), { store: true, live: true });
    await t.app.automationEngine.idle();
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
  const writesTo = async (pointId: number | undefined) =>
    rows<{ value: string }>(
      sql`select payload->>'value' as value from device_commands where point_id = ${pointId!} and type = 'write' order by created_at`,
    );

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false, connectivity: { commandTimeoutMs: 50 } });
    root = await t.login();
    companyA = (await ok('POST', '/companies', root, { name: 'AutoA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'AutoB' })).id;
    const projectA = (await ok('POST', '/projects', root, { name: 'AutoPlant', location: '120,30', companyId: companyA })).id;
    deviceA = (await ok('POST', '/devices', root, { projectId: projectA, name: 'Oven', boxId: BOX, boxPassword: 'boxpass123' })).id;
    for (const [name, address, writable] of [
      ['temp', 0, false],
      ['setpoint', 1, false],
      ['fan', 2, true],
      ['speed', 3, true],
      ['state', 4, false],
    ] as const)
      point[name] = (
        await ok('POST', `/devices/${deviceA}/points`, root, {
          name,
          area: '4x',
          address,
          dataType: 2,
          save: true,
          writable,
          valueDescription: `${name} 中文|${name} English`,
          ...(name === 'speed' ? { minData: 0, maxData: 100 } : {}),
        })
      ).id;
    // Writes are refused to an offline device: this one is online.
    await t.database.db.execute(sql`update devices set status = 'online' where id = ${deviceA}`);
    const all = ['view', 'add', 'edit', 'delete', 'export'];
    const pages = { configure_trigger: all, configure_assignment: all, configure_status: all };
    ({ token: adminA } = await user(companyA, 'auto_admin_a', 1, pages));
    ({ token: adminB } = await user(companyB, 'auto_admin_b', 1, pages));
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses what breaks the rules and keeps other companies out', async () => {
    await expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/triggers', adminA, {
      pointId: point.temp,
      name: 'x'.repeat(13),
      condition: { op: '>', value: 1 },
    });
    const trigger = await ok('POST', '/triggers', adminA, { pointId: point.temp, name: 'Check', condition: { op: '>', value: 1 } });
    expect(trigger).toMatchObject({ deviceId: deviceA, companyId: companyA, enabled: true, minDurationMs: 0 });
    // A target that is not writable, a source point on no device of the trigger.
    const notWritable = await api('POST', '/assignments', adminA, {
      triggerId: trigger.id,
      name: 'a',
      targetPointId: point.temp,
      source: 'constant',
      value: 1,
    });
    expect(notWritable.status).toBe(400);
    const farSource = await api('POST', '/assignments', adminA, {
      triggerId: trigger.id,
      name: 'a',
      targetPointId: point.fan,
      source: 'point',
      sourcePointId: 999_999,
    });
    expect(farSource.status).toBe(400);
    expect(
      (await api('POST', '/assignments', adminA, { triggerId: trigger.id, name: 'a', targetPointId: point.fan, source: 'point' })).status,
    ).toBe(400);
    // Company B sees nothing of A.
    expect((await api('GET', `/triggers/${trigger.id}`, adminB)).status).toBe(404);
    expect((await ok('GET', '/triggers', adminB)).total).toBe(0);
    expect((await api('POST', '/triggers', adminB, { pointId: point.temp, name: 'Steal', condition: { op: '>', value: 1 } })).status).toBe(
      400,
    );
    expect((await api('DELETE', `/triggers/${trigger.id}`, adminB)).status).toBe(404);
    await ok('DELETE', `/triggers/${trigger.id}`, adminA);
  });

  it('writes once per crossing, after the duration, respecting the cooldown, and audits each write with the trigger', async () => {
    const trigger = await ok('POST', '/triggers', adminA, {
      pointId: point.temp,
      name: '高温开风扇',
      condition: { op: '>', value: 80 },
      minDurationMs: 10_000,
    });
    const assignment = await ok('POST', '/assignments', adminA, {
      triggerId: trigger.id,
      name: 'FanOn',
      targetPointId: point.fan,
      source: 'constant',
      value: 1,
      cooldownMs: 60_000,
    });
    const copy = await ok('POST', '/assignments', adminA, {
      triggerId: trigger.id,
      name: 'CopySetpoint',
      targetPointId: point.speed,
      source: 'point',
      sourcePointId: point.setpoint,
      cooldownMs: 0,
    });
    expect(copy).toMatchObject({ source: 'point', sourcePointId: point.setpoint, value: null });
    // The lists carry each point's description, so forms and tables name it as readers know it (issue 37 item 8).
    expect((await ok('GET', '/triggers', adminA)).items.find((row: any) => row.id === trigger.id)).toMatchObject({
      pointName: 'temp',
      pointDescription: 'temp 中文|temp English',
    });
    expect((await ok('GET', '/assignments', adminA)).items.find((row: any) => row.id === copy.id)).toMatchObject({
      targetPointDescription: 'speed 中文|speed English',
      sourcePointDescription: 'setpoint 中文|setpoint English',
    });
    const t0 = Date.now() - 3 * 86_400_000;
    await send({ temp: 70, setpoint: 42 }, t0);
    await send({ temp: 85 }, t0 + 1000); // crossing starts
    await send({ temp: 90 }, t0 + 5000); // not yet 10 s
    expect(await writesTo(point.fan)).toHaveLength(0);
    await send({ temp: 91 }, t0 + 12_000); // held 11 s: fires
    await send({ temp: 95 }, t0 + 20_000);
    await send({ temp: 99 }, t0 + 40_000); // same crossing: nothing more
    expect(await writesTo(point.fan)).toEqual([{ value: '1' }]);
    expect(await writesTo(point.speed)).toEqual([{ value: '42' }]);

    // Second crossing within the fan's cooldown (60 s from t0 + 12 s): the fan waits, the copy (no cooldown) writes.
    await send({ temp: 60, setpoint: 43 }, t0 + 45_000);
    await send({ temp: 88 }, t0 + 50_000);
    await send({ temp: 88 }, t0 + 61_000);
    expect(await writesTo(point.fan)).toHaveLength(1);
    expect(await writesTo(point.speed)).toEqual([{ value: '42' }, { value: '43' }]);

    // Third crossing after the cooldown: the fan writes again.
    await send({ temp: 60 }, t0 + 80_000);
    await send({ temp: 88 }, t0 + 90_000);
    await send({ temp: 88 }, t0 + 101_000);
    expect(await writesTo(point.fan)).toHaveLength(2);

    const audits = await rows<{ user_name: string; after: { trigger: string; assignment: string; point: string } }>(
      sql`select user_name, after from audit_log where action = 'point.setValue' and object_id = ${String(point.fan)} order by id`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ user_name: '高温开风扇', after: { trigger: '高温开风扇', assignment: 'FanOn', point: 'fan' } });
    const stored = await ok('GET', `/assignments/${assignment.id}`, adminA);
    expect(stored.lastWrittenAt).toBe(new Date(t0 + 101_000).toISOString());

    // Disabled: no more writes.
    await ok('PUT', `/triggers/${trigger.id}`, adminA, { enabled: false });
    await send({ temp: 60 }, t0 + 200_000);
    await send({ temp: 88 }, t0 + 300_000);
    await send({ temp: 88 }, t0 + 400_000);
    expect(await writesTo(point.fan)).toHaveLength(2);
  });

  it('refuses a value out of range on the write path and audits the refusal', async () => {
    const trigger = await ok('POST', '/triggers', adminA, { pointId: point.state, name: 'Fault', condition: { op: '==', value: 2 } });
    await ok('POST', '/assignments', adminA, {
      triggerId: trigger.id,
      name: 'TooFast',
      targetPointId: point.speed,
      source: 'constant',
      value: 500,
    });
    const before = (await writesTo(point.speed)).length;
    const t0 = Date.now() - 2 * 86_400_000;
    await send({ state: 1 }, t0);
    await send({ state: 2 }, t0 + 1000);
    expect(await writesTo(point.speed)).toHaveLength(before);
    const refused = await rows<{ after: { status: string; assignment: string } }>(
      sql`select after from audit_log where action = 'point.setValue' and after->>'assignment' = 'TooFast'`,
    );
    expect(refused).toEqual([{ after: expect.objectContaining({ status: 'refused', error: 'VALIDATION_FAILED' }) }]);
  });

  it('shows a point through its status table wherever it is read, and keeps a table in use', async () => {
    const bad = await api('POST', '/status-tables', adminA, {
      name: 'Run',
      entries: [
        { value: 0, zh: '停', en: 'Off' },
        { value: 0, zh: '开', en: 'On' },
      ],
    });
    expect(bad.status).toBe(400);
    const table = await ok('POST', '/status-tables', adminA, {
      name: 'RunState',
      entries: [
        { value: 0, zh: '停止', en: 'Stopped' },
        { value: 1, zh: '运行', en: 'Running' },
        { value: 2, zh: '故障', en: 'Fault' },
      ],
    });
    expect(table).toMatchObject({ companyId: companyA, pointCount: 0 });
    expect((await api('GET', `/status-tables/${table.id}`, adminB)).status).toBe(404);
    const other = await ok('POST', '/status-tables', adminB, { name: 'Theirs', entries: [{ value: 0, zh: '无', en: 'None' }] });
    expect((await api('PUT', `/points/${point.state}`, root, { statusTableId: other.id })).status).toBe(400);
    await ok('PUT', `/points/${point.state}`, root, { statusTableId: table.id });
    const listed = (await ok('GET', `/devices/${deviceA}/points`, adminA)).items.find((p: { id: number }) => p.id === point.state);
    expect(listed).toMatchObject({ statusTableId: table.id, statusWords: '0=停止|Stopped;1=运行|Running;2=故障|Fault' });
    expect((await api('DELETE', `/status-tables/${table.id}`, adminA)).status).toBe(409);
    expect((await ok('GET', `/status-tables/${table.id}`, adminA)).pointCount).toBe(1);
  });
});
