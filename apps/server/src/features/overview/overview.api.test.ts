import { localDayStart } from '@fieldlink/domain';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms, companies, devices } from '../../db/schema/index.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

type Method = NonNullable<InjectOptions['method']>;
const OUTPUT_BOX = 'OVERVIEWC001';
const HOUR_MS = 3_600_000;

/** An IANA zone whose clocks show about noon now, so "earlier today" always has room. */
function zoneAtNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe.each(databaseKinds())('GET /overview on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let adminA: string;
  let userA: string;
  let plainA: string;
  let adminB: string;
  let adminC: string;
  const project: Record<string, number> = {};
  const device: Record<string, number> = {};
  let zoneC: string;

  const api = (method: Method, url: string, token: string | undefined, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, token, lang: 'en-US', ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, token: string, payload?: object) => {
    const response = await api(method, url, token, payload);
    expect(response.status, `${method} ${url}: ${response.text}`).toBe(200);
    return response.body.data;
  };
  const overview = (token: string) => ok('GET', '/overview', token);

  async function user(companyId: number, userName: string, grade: 1 | 2, permissions: Record<string, string[]>, projectIds: number[] = []) {
    const role = await ok('POST', '/roles', root, { companyId, name: `${userName.replace(/_/g, '')}Role`, permissions });
    await ok('POST', '/users', root, { companyId, userName, password: 'Passw0rd99', grade, roleIds: [role.id], projectIds });
    return t.login(userName, 'Passw0rd99');
  }
  const newDevice = async (projectId: number, name: string, boxId: string) =>
    (await ok('POST', '/devices', root, { projectId, name, boxId, boxPassword: 'boxpass123' })).id as number;
  const newOrder = async (projectId: number, problem: string) =>
    (await ok('POST', '/work-orders', root, { projectId, problem, contactName: 'LiLei', contactPhone: '13800138000' })).id as number;

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const companyA = (await ok('POST', '/companies', root, { name: 'OverviewA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'OverviewB' })).id;
    const companyC = (await ok('POST', '/companies', root, { name: 'OverviewC' })).id;
    for (const [name, companyId] of [
      ['A1', companyA],
      ['A2', companyA],
      ['B1', companyB],
      ['C1', companyC],
    ] as const)
      project[name] = (await ok('POST', '/projects', root, { name, location: '120.5,31.2', companyId })).id;
    device.a1 = await newDevice(project.A1!, 'PressA1', 'OVERVIEWA001');
    device.a2 = await newDevice(project.A1!, 'ChillerA1', 'OVERVIEWA002');
    device.a3 = await newDevice(project.A2!, 'PackA2', 'OVERVIEWA003');
    device.b1 = await newDevice(project.B1!, 'PressB1', 'OVERVIEWB001');
    // States written as the connectivity feature stores them (these boxes never speak, so nothing moves them).
    const db = t.database.db;
    await db
      .update(devices)
      .set({ status: 'online' })
      .where(inArray(devices.id, [device.a1, device.a3, device.b1]));
    await db.update(devices).set({ status: 'comm_failure' }).where(eq(devices.id, device.a2));

    const alarm = (
      deviceId: number,
      projectId: number,
      companyId: number,
      level: number,
      state: 'active' | 'acknowledged' | 'cleared',
      minutesAgo: number,
    ) => ({
      companyId,
      projectId,
      deviceId,
      pointId: 1,
      name: `L${level}${state}`,
      level,
      state,
      textZh: `报警 ${level}`,
      textEn: `Alarm ${level}`,
      raisedAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db
      .insert(alarms)
      .values([
        alarm(device.a1, project.A1!, companyA, 4, 'active', 1),
        alarm(device.a2, project.A1!, companyA, 4, 'acknowledged', 2),
        alarm(device.a1, project.A1!, companyA, 2, 'cleared', 3),
        alarm(device.a3, project.A2!, companyA, 3, 'active', 4),
        alarm(device.b1, project.B1!, companyB, 1, 'active', 5),
      ]);

    await newOrder(project.A1!, 'Noise A1');
    await newOrder(project.A1!, 'Leak A1');
    const cancelled = await newOrder(project.A1!, 'Wrong A1');
    await ok('POST', `/work-orders/${cancelled}/cancel`, root, {});
    await newOrder(project.A2!, 'Belt A2');
    await newOrder(project.B1!, 'Motor B1');

    adminA = await user(companyA, 'overview_admin_a', 1, { alarm_records: ['view'] });
    userA = await user(companyA, 'overview_user_a', 2, { alarm_records: ['view'] }, [project.A1!]);
    plainA = await user(companyA, 'overview_plain_a', 2, {}, [project.A1!]);
    adminB = await user(companyB, 'overview_admin_b', 1, { alarm_records: ['view'] });
    adminC = await user(companyC, 'overview_admin_c', 1, {});

    // Company C's output device: a named counter, an unnamed 32-bit integer and a temperature.
    zoneC = zoneAtNoon();
    await db.update(companies).set({ timeZone: zoneC }).where(eq(companies.id, companyC));
    device.c1 = await newDevice(project.C1!, 'PackC1', OUTPUT_BOX);
    for (const [name, address, dataType] of [
      ['temp', 0, 2],
      ['hours', 1, 3],
      ['good_count', 3, 4],
    ] as const)
      await ok('POST', `/devices/${device.c1}/points`, root, {
        name,
        area: '4x',
        address,
        dataType,
        unit: 'pcs',
        decimals: 0,
        save: true,
        ...(name === 'good_count' ? { valueDescription: '良品数|Good parts' } : {}),
      });
    device.c2 = await newDevice(project.C1!, 'ChillerC1', 'OVERVIEWC002');
    await ok('POST', `/devices/${device.c2}/points`, root, { name: 'supply_temp', area: '4x', address: 0, dataType: 1, save: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('asks for a signed-in user', async () => {
    expect((await api('GET', '/overview', undefined)).status).toBe(401);
  });

  it("counts a company administrator's devices, open alarms and orders, and nothing of another company", async () => {
    const a = await overview(adminA);
    expect(a.devices).toEqual({ total: 3, byStatus: { online: 2, comm_failure: 1, offline: 0 } });
    expect([...a.liveDeviceIds].sort()).toEqual([device.a1, device.a2, device.a3].sort());
    expect(a.alarms.byLevel).toEqual({ 1: 0, 2: 0, 3: 1, 4: 2 });
    expect(a.alarms.latest.map((row: { name: string }) => row.name)).toEqual(['L4active', 'L4acknowledged', 'L2cleared', 'L3active']);
    expect(a.alarms.latest[0]).toMatchObject({ level: 4, state: 'active', deviceId: device.a1, deviceName: 'PressA1', projectName: 'A1' });
    expect(a.workOrders.byStatus).toMatchObject({ pending: 3, dispatched: 0, cancelled: 1 });
    expect(a.workOrders.latest.map((row: { problem: string }) => row.problem)).toEqual(['Belt A2', 'Wrong A1', 'Leak A1', 'Noise A1']);
    expect(a.workOrders.latest[0]).toMatchObject({ status: 'pending', projectName: 'A2' });
    expect(a.projects.map((p: { name: string; devices: number }) => [p.name, p.devices])).toEqual([
      ['A2', 1],
      ['A1', 2],
    ]);

    const b = await overview(adminB);
    expect(b.devices).toEqual({ total: 1, byStatus: { online: 1, comm_failure: 0, offline: 0 } });
    expect(b.alarms.byLevel).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    expect(b.workOrders.byStatus).toMatchObject({ pending: 1, cancelled: 0 });
    expect(b.projects.map((p: { name: string }) => p.name)).toEqual(['B1']);
  });

  it('narrows an ordinary user to assigned projects, and leaves alarms out without alarm_records view', async () => {
    const u = await overview(userA);
    expect(u.devices).toEqual({ total: 2, byStatus: { online: 1, comm_failure: 1, offline: 0 } });
    expect(u.alarms.byLevel).toEqual({ 1: 0, 2: 0, 3: 0, 4: 2 });
    expect(u.workOrders.byStatus).toMatchObject({ pending: 2, cancelled: 1 });
    expect(u.workOrders.latest.every((row: { projectName: string }) => row.projectName === 'A1')).toBe(true);
    expect(u.projects.map((p: { name: string }) => p.name)).toEqual(['A1']);

    const plain = await overview(plainA);
    expect(plain.alarms).toBeNull();
    expect(plain.devices.total).toBe(2);
  });

  it('shows the super user every company', async () => {
    const all = await overview(root);
    expect(all.devices.total).toBe(6);
    expect(all.alarms.byLevel).toEqual({ 1: 1, 2: 0, 3: 1, 4: 2 });
    expect(all.workOrders.byStatus).toMatchObject({ pending: 4, cancelled: 1 });
    expect(all.projects).toHaveLength(4);
  });

  it("sums today's hourly increases of each device's counter point from the company's midnight", async () => {
    const midnight = localDayStart(new Date(), zoneC).getTime();
    const at = (hours: number) => midnight + hours * HOUR_MS;
    const send = (ts: number, values: Record<string, number>) =>
      t.app.connectivity.gate.deliver(OUTPUT_BOX, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), { store: true, live: true });
    await send(at(-0.5), { good_count: 50, hours: 7, temp: 20 }); // yesterday: not counted
    await send(at(10 + 10 / 60), { good_count: 100, hours: 8, temp: 21 });
    await send(at(10 + 40 / 60), { good_count: 130, hours: 8, temp: 25 });
    await send(at(11 + 5 / 60), { good_count: 140, hours: 9, temp: 22 });
    await send(at(11 + 50 / 60), { good_count: 175, hours: 9, temp: 30 });
    await t.app.connectivity.flush();

    const c = await overview(adminC);
    // Hour 10: 130 − 100; hour 11: 175 − 140 (as the device page's hourly output counts them).
    expect(c.output).toEqual([
      {
        deviceId: device.c1,
        deviceName: 'PackC1',
        projectName: 'C1',
        pointId: expect.any(Number),
        pointName: 'good_count',
        pointDescription: '良品数|Good parts',
        unit: 'pcs',
        decimals: 0,
        value: 65,
        since: new Date(midnight).toISOString(),
      },
    ]);
    // Company A's administrator sees no output of company C.
    expect((await overview(adminA)).output).toEqual([]);
  });
});
