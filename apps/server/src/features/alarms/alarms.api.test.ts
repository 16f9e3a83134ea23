import { recurNoteText } from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';
import { createAlarmsRepository } from './alarms.repository.js';

const BOX = 'ALARMTEST001';

describe.each(databaseKinds())('alarms on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let adminA: string;
  let adminB: string;
  let viewerA: string;
  let projectA: number;
  let deviceA: number;
  const point: Record<string, number> = {};

  const { api, ok, user } = apiHelpers(
    () => t,
    () => root,
  );
  /** One telemetry message through the ingest entry point, as the broker hands it over. */
  const send = async (values: Record<string, number>, ts = Date.now()) => {
    await t.app.connectivity.gate.deliver(BOX, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), { store: true, live: true });
    return ts;
  };
  const settle = () => t.app.alarmEngine.idle();
  const alarmsOf = async (sourceId: number, state?: string) =>
    (await ok('GET', `/alarms?alarmSourceId=${sourceId}${state ? `&state=${state}` : ''}`, root)).items as any[];
  const source = (body: object) => ok('POST', '/alarm-sources', root, body);
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n);

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const companyA = (await ok('POST', '/companies', root, { name: 'AlarmsA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'AlarmsB' })).id;
    projectA = (await ok('POST', '/projects', root, { name: 'PlantA', location: '120,30', companyId: companyA })).id;
    deviceA = (await ok('POST', '/devices', root, { projectId: projectA, name: 'PressA', boxId: BOX, boxPassword: 'boxpass123' })).id;
    for (const [name, address] of [
      ['temp', 0],
      ['pressure', 1],
      ['flags', 2],
      ['speed', 3],
      ['level', 4],
      ['current', 5],
    ] as const)
      point[name] = (await ok('POST', `/devices/${deviceA}/points`, root, { name, area: '4x', address, dataType: 2, save: true })).id;
    const all = { alarm_config: ['view', 'add', 'edit', 'delete', 'export'], alarm_records: ['view', 'edit', 'export'] };
    ({ token: adminA } = await user(companyA, 'alarms_admin_a', 1, all));
    ({ token: adminB } = await user(companyB, 'alarms_admin_b', 1, all));
    ({ token: viewerA } = await user(companyA, 'alarms_viewer_a', 2, { alarm_records: ['view'] }, [projectA]));
  }, 60_000);
  afterAll(() => t?.close());

  it('takes the contract body and refuses what breaks the rules', async () => {
    const created = await source({ pointId: point.temp, name: 'TooHot', level: 3, condition: { op: '>', value: 50 } });
    expect(created).toMatchObject({ pointId: point.temp, deviceId: deviceA, projectId: projectA, level: 3, generateWorkOrder: false });
    const bad = await api('POST', '/alarm-sources', root, {
      pointId: point.temp,
      name: 'x'.repeat(21),
      level: 5,
      condition: { op: 'between', value: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.error).toBe('VALIDATION_FAILED');
    const otherDevice = await api('POST', '/alarm-sources', root, {
      pointId: point.temp,
      name: 'Far',
      level: 1,
      condition: {
        all: [
          { op: '>', value: 1 },
          { op: '<', value: 2, pointId: 999_999 },
        ],
      },
    });
    expect(otherDevice.status).toBe(400);
    await ok('DELETE', `/alarm-sources/${created.id}`, root);
  });

  it('raises one alarm on a crossing, never a second while it lasts, and clears it beyond the deadband', async () => {
    const src = await source({ pointId: point.pressure, name: 'HighPressure', level: 4, condition: { op: '>', value: 50 }, deadband: 5 });
    await send({ pressure: 20 });
    await settle();
    expect(await alarmsOf(src.id)).toHaveLength(0);
    await send({ pressure: 60 });
    const [raised] = await waitFor(async () => (await alarmsOf(src.id, 'active')).length === 1 && alarmsOf(src.id, 'active'), 'alarm');
    expect(raised).toMatchObject({
      alarmSourceId: src.id,
      pointId: point.pressure,
      level: 4,
      state: 'active',
      value: 60,
      workOrderId: null,
    });
    await send({ pressure: 70 });
    await send({ pressure: 48 }); // inside the deadband: still active
    await settle();
    expect(await alarmsOf(src.id, 'open')).toHaveLength(1);
    await send({ pressure: 40 });
    await settle();
    const [cleared] = await alarmsOf(src.id);
    expect(cleared).toMatchObject({ id: raised.id, state: 'cleared', clearedBy: null });
    expect(cleared.clearedAt).not.toBeNull();
    expect(await alarmsOf(src.id)).toHaveLength(1);
  });

  it('acknowledges and clears by hand, with 409 for what the state does not allow', async () => {
    const src = await source({ pointId: point.speed, name: 'Overspeed', level: 2, condition: { op: '>=', value: 100 } });
    await send({ speed: 100 });
    await settle();
    const [alarm] = await alarmsOf(src.id, 'active');
    const acked = await ok('POST', `/alarms/${alarm.id}/acknowledge`, adminA);
    expect(acked).toMatchObject({ state: 'acknowledged', acknowledgedByName: 'alarms_admin_a' });
    expect((await api('POST', `/alarms/${alarm.id}/acknowledge`, adminA)).status).toBe(409);
    const cleared = await ok('POST', `/alarms/${alarm.id}/clear`, adminA);
    expect(cleared).toMatchObject({ state: 'cleared', clearedByName: 'alarms_admin_a' });
    const again = await api('POST', `/alarms/${alarm.id}/clear`, adminA);
    expect(again.status).toBe(409);
    expect(again.body.data.error).toBe('ILLEGAL_STATE');
    // Cleared by hand while still over the limit: no new alarm until the value has gone back.
    await send({ speed: 120 });
    await settle();
    expect(await alarmsOf(src.id, 'open')).toHaveLength(0);
    await send({ speed: 10 });
    await send({ speed: 130 });
    await settle();
    expect(await alarmsOf(src.id, 'active')).toHaveLength(1);
  });

  it('opens exactly one repair order per alarm, even when the telemetry arrives twice', async () => {
    const src = await source({
      pointId: point.temp,
      name: 'Overheat',
      level: 3,
      condition: { op: '>', value: 80 },
      generateWorkOrder: true,
      recordedPointIds: [point.pressure],
    });
    const before = await count(sql`select count(*)::int as n from work_orders where source = 'alarm'`);
    const ts = Date.now();
    await Promise.all([send({ temp: 90, pressure: 33 }, ts), send({ temp: 90, pressure: 33 }, ts)]);
    await send({ temp: 95 }, ts + 1);
    await settle();
    const alarms = await alarmsOf(src.id);
    expect(alarms).toHaveLength(1);
    expect(alarms[0].recorded).toEqual([{ pointId: point.pressure, name: 'pressure', value: 33 }]);
    expect(await count(sql`select count(*)::int as n from work_orders where source = 'alarm'`)).toBe(before + 1);
    const order = await ok('GET', `/work-orders/${alarms[0].workOrderId}`, root);
    expect(order).toMatchObject({ projectId: projectA, deviceId: deviceA, status: 'pending' });
    expect(order.problem).toMatch(/^\[报警\] Overheat: 90/);
    expect(order.problem).toContain('pressure=33');
    // Its English twin for en-US readers, until a person edits the problem.
    expect(order.problemEn).toMatch(/^\[Alarm\] Overheat: 90/);
    expect(order.problemEn).toContain('pressure=33');
    expect(order.log.map((l: any) => l.action)).toEqual(['create']);
    const { id, status, version, ...fields } = order;
    const edited = await ok('PUT', `/work-orders/${id}`, root, {
      deviceId: fields.deviceId,
      problem: fields.problem,
      contactName: fields.contactName,
      contactPhone: '13900139000',
    });
    expect(edited.problemEn).toBe(order.problemEn);
    const rewritten = await ok('PUT', `/work-orders/${id}`, root, {
      deviceId: fields.deviceId,
      problem: 'Fan bearing worn',
      contactName: fields.contactName,
      contactPhone: '13900139000',
    });
    expect(rewritten).toMatchObject({ problem: 'Fan bearing worn', problemEn: null, status, version: version + 2 });
  });

  it("adds a recurring alarm to its source's open order, logged on it, and opens a new one only once that is closed", async () => {
    const src = await source({
      pointId: point.current,
      name: 'Overcurrent',
      level: 3,
      condition: { op: '>', value: 40 },
      generateWorkOrder: true,
    });
    const ordersOfSource = () =>
      count(sql`select count(distinct w.id)::int as n from work_orders w join alarms a on a.id = w.alarm_id where a.source_id = ${src.id}`);
    const occurrence = async (n: number) => {
      await send({ current: 10 });
      await send({ current: 50 });
      await settle();
      const all = await alarmsOf(src.id);
      expect(all).toHaveLength(n);
      return all.find((alarm: { state: string }) => alarm.state === 'active');
    };
    const first = await occurrence(1);
    const second = await occurrence(2);
    const third = await occurrence(3);
    expect(await ordersOfSource()).toBe(1);
    expect([second.workOrderId, third.workOrderId]).toEqual([first.workOrderId, first.workOrderId]);
    const order = await ok('GET', `/work-orders/${first.workOrderId}`, root);
    expect(order.log.map((l: { action: string }) => l.action)).toEqual(['create', 'recur', 'recur']);
    expect(order.log[1]).toMatchObject({ fromStatus: 'pending', toStatus: 'pending' });
    // The note holds the alarm's text in both languages: the timeline shows the reader's (issue 37).
    expect(recurNoteText(order.log[1].note, 'zh-CN')).toContain('Overcurrent');
    expect(recurNoteText(order.log[1].note, 'en-US')).toContain('Overcurrent');
    expect(recurNoteText(order.log[1].note, 'en-US')).not.toContain('{');
    // Closed: the next occurrence opens a new order.
    await t.database.db.execute(sql`update work_orders set status = 'cancelled' where id = ${first.workOrderId}`);
    const fourth = await occurrence(4);
    expect(fourth.workOrderId).not.toBe(first.workOrderId);
    expect(await ordersOfSource()).toBe(2);
  });

  it("announces an alarm's repair order to the company's dispatchers once, like a repair request", async () => {
    const src = await source({
      pointId: point.speed,
      name: 'Overspeed',
      level: 2,
      condition: { op: '>', value: 1000 },
      generateWorkOrder: true,
    });
    const dispatch = { orderReview: ['view', 'dispatch'] };
    const { token: dispatcherA } = await user(src.companyId, 'alarms_disp_a', 2, dispatch, [projectA]);
    const otherCompany = (await ok('POST', '/companies', root, { name: 'AlarmsDispatchOther' })).id;
    const { token: dispatcherOther } = await user(otherCompany, 'alarms_disp_x', 2, dispatch);
    const ts = Date.now();
    await Promise.all([send({ speed: 1200 }, ts), send({ speed: 1200 }, ts)]);
    await send({ speed: 1300 }, ts + 1);
    await settle();
    const [alarm] = await alarmsOf(src.id);
    const order = await ok('GET', `/work-orders/${alarm.workOrderId}`, root);
    const aboutOrder = async (token: string) =>
      ((await ok('GET', '/inbox', token)).items as any[]).filter(
        (entry) => entry.subject?.kind === 'workOrder' && entry.subject.id === order.id,
      );
    const entries = await aboutOrder(dispatcherA);
    expect(entries).toHaveLength(1);
    expect(entries[0].title['en-US']).toBe(`New repair order ${order.number}`);
    expect(entries[0].link).toBe(`/orderReview?id=${order.id}`);
    expect(await aboutOrder(dispatcherOther)).toEqual([]);
  });

  it('keeps one open alarm per source when two instances raise at once', async () => {
    const src = await source({ pointId: point.flags, name: 'TwoInstances', level: 1, condition: { op: '==', value: 99 } });
    const repo = createAlarmsRepository(t.database.db);
    const values = {
      sourceId: src.id,
      companyId: src.companyId,
      projectId: src.projectId,
      deviceId: src.deviceId,
      pointId: src.pointId,
      name: src.name,
      level: 1,
      value: 99,
      textZh: 'x',
      textEn: 'x',
    };
    const order = { problem: 'x', problemEn: 'x', contactName: 'x', contactPhone: '' };
    const results = await Promise.all([repo.raise(values, order), repo.raise(values, order)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await alarmsOf(src.id, 'open')).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from work_orders where alarm_id = ${results.find(Boolean)!.id}`)).toBe(1);
    await ok('DELETE', `/alarm-sources/${src.id}`, root);
    expect(await alarmsOf(src.id)).toHaveLength(0);
  });

  it("pushes an alarm's frame under the id its row gets, and withdraws it when another instance's alarm is open", async () => {
    const src = await source({ pointId: point.speed, name: 'Overspeed', level: 2, condition: { op: '>', value: 100 } });
    const frames: { id: number; state: string }[] = [];
    const stop = t.app.connectivity.hub.subscribe(deviceA, (event) => {
      if (event.type === 'alarm' && event.alarm.alarmSourceId === src.id) frames.push({ id: event.alarm.id, state: event.alarm.state });
    });
    try {
      await send({ speed: 10 });
      await settle();
      await send({ speed: 150 });
      await settle();
      const [raised] = await alarmsOf(src.id, 'active');
      expect(frames).toEqual([{ id: raised.id, state: 'active' }]);
      await send({ speed: 10 });
      await settle();
      frames.length = 0;

      // Another instance raises the source's alarm; this engine still holds it cleared.
      const repo = createAlarmsRepository(t.database.db);
      const { companyId, projectId, deviceId, pointId, name, level } = src;
      const other = await repo.raise({
        sourceId: src.id,
        companyId,
        projectId,
        deviceId,
        pointId,
        name,
        level,
        value: 160,
        textZh: 'x',
        textEn: 'x',
      });
      expect(other).toBeDefined();
      await send({ speed: 170 });
      await settle();
      expect(frames).toHaveLength(2);
      expect(frames[0]!.state).toBe('active');
      expect(frames[1]).toEqual({ id: frames[0]!.id, state: 'cleared' });
      expect(frames[0]!.id).not.toBe(other!.id);
      expect((await alarmsOf(src.id, 'open')).map((a) => a.id)).toEqual([other!.id]);
    } finally {
      stop();
    }
  });

  it('evaluates AND of several points, bit tests and the minimum duration', async () => {
    const both = await source({
      pointId: point.level,
      name: 'DryRun',
      level: 1,
      condition: {
        all: [
          { op: '<', value: 10 },
          { op: 'bitSet', value: 0, pointId: point.flags },
        ],
      },
    });
    const slow = await source({ pointId: point.level, name: 'Overfill', level: 2, condition: { op: '>', value: 90 }, minDurationMs: 1000 });
    const t0 = Date.now();
    await send({ level: 5, flags: 2 }, t0);
    await settle();
    expect(await alarmsOf(both.id)).toHaveLength(0);
    await send({ flags: 3 }, t0 + 1);
    await settle();
    expect(await alarmsOf(both.id, 'active')).toHaveLength(1);
    await send({ level: 95 }, t0 + 2);
    await send({ level: 96 }, t0 + 500);
    await settle();
    expect(await alarmsOf(slow.id)).toHaveLength(0);
    await send({ level: 97 }, t0 + 1100);
    await settle();
    expect(await alarmsOf(slow.id, 'active')).toHaveLength(1);
    expect(await alarmsOf(both.id, 'cleared')).toHaveLength(1);
  });

  it('counts open alarms per project and device, and gives statistics', async () => {
    const counts = await ok('GET', `/alarms/active-counts?projectId=${projectA}`, adminA);
    expect(counts.byDevice).toEqual([expect.objectContaining({ deviceId: deviceA, projectId: projectA })]);
    expect(counts.byProject[0].open).toBeGreaterThanOrEqual(2);
    const stats = await ok('GET', `/alarms/statistics?projectId=${projectA}`, adminA);
    expect(stats.total).toBeGreaterThanOrEqual(4);
    expect(stats.byDevice[0]).toMatchObject({ deviceId: deviceA, deviceName: 'PressA' });
    expect(stats.byDay.reduce((n: number, d: any) => n + d.count, 0)).toBe(stats.total);
    expect((await api('GET', '/alarms/statistics?from=2020-01-01T00:00:00Z&to=2022-01-01T00:00:00Z', adminA)).status).toBe(400);
    expect((await api('GET', '/alarms/export?state=cleared', adminA)).status).toBe(200);
    expect((await api('GET', '/alarms/export', viewerA)).status).toBe(403);
  });

  it('keeps other companies out and needs the edit key to acknowledge', async () => {
    const open = (await ok('GET', '/alarms?state=active', adminA)).items as any[];
    expect(open.length).toBeGreaterThan(0);
    expect((await ok('GET', '/alarms', adminB)).total).toBe(0);
    expect((await ok('GET', '/alarm-sources', adminB)).total).toBe(0);
    expect((await api('GET', `/alarms/${open[0].id}`, adminB)).status).toBe(404);
    expect((await api('POST', `/alarms/${open[0].id}/acknowledge`, adminB)).status).toBe(404);
    expect(
      (await api('POST', '/alarm-sources', adminB, { pointId: point.temp, name: 'Sneaky', level: 1, condition: { op: '>', value: 1 } }))
        .status,
    ).toBe(400);
    expect((await api('POST', `/alarms/${open[0].id}/acknowledge`, viewerA)).status).toBe(403);
    expect((await ok('GET', '/alarms?state=active', viewerA)).total).toBe(open.length);
  });
});
