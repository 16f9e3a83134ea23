import { fromWallTime } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const ZONE = 'Asia/Shanghai';
const sh = (year: number, month: number, day: number, hour = 0) =>
  fromWallTime({ year, month, day, hour, minute: 0, second: 0, millisecond: 0 }, ZONE);

describe.each(databaseKinds())('maintenance plans on %s', (kind) => {
  let t: TestApp;
  let clock = sh(2027, 1, 1);
  let root: string;
  let adminA: string;
  let repairA: string;
  let repairAId: number;
  let viewerA: string;
  let adminB: string;
  let adminBId: number;
  let projectA: number;
  let projectB: number;

  const { api, ok, user } = apiHelpers(
    () => t,
    () => root,
  );
  const plan = (extra: object = {}) => ({
    name: 'Monthly check',
    projectId: projectA,
    type: 'in_warranty',
    warrantyTime: 2,
    warrantyUnit: 'year',
    cycle: 1,
    cycleUnit: 'month',
    startTime: '2027-01-31T09:00:00+08:00',
    advanceNotice: '3d',
    phone: '13800138000',
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false, maintenance: { tickMs: 0, now: () => new Date(clock) } });
    root = await t.login();
    const companyA = (await ok('POST', '/companies', root, { name: 'PlansA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'PlansB' })).id;
    projectA = (await ok('POST', '/projects', root, { name: 'PlanPlantA', location: '120,30', companyId: companyA })).id;
    projectB = (await ok('POST', '/projects', root, { name: 'PlanPlantB', location: '120,30', companyId: companyB })).id;
    const all = {
      maintain_management: ['view', 'add', 'edit', 'delete', 'export'],
      projectImport: ['view', 'import'],
      maintain_list: ['view'],
      maintain_submit: ['view', 'add'],
      maintain_mine: ['view'],
      orderReview: ['view', 'add', 'edit', 'dispatch'],
      myOrder: ['view', 'accept', 'transfer', 'complete'],
    };
    ({ token: adminA } = await user(companyA, 'plans_admin_a', 1, all));
    ({ id: repairAId, token: repairA } = await user(
      companyA,
      'plans_repair_a',
      2,
      { maintain_mine: ['view'], maintain_submit: ['view', 'add'], myOrder: ['view', 'accept', 'complete'] },
      [projectA],
    ));
    ({ token: viewerA } = await user(companyA, 'plans_viewer_a', 2, { maintain_management: ['view'] }, [projectA]));
    ({ id: adminBId, token: adminB } = await user(companyB, 'plans_admin_b', 1, all));
  }, 60_000);
  afterAll(() => t.close());

  it('refuses every plan the spec forbids, with the rule in the request language', async () => {
    expect((await api('POST', '/maintenance-plans', undefined, plan())).status).toBe(401);
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'Required'],
      [{ cycle: 0 }, 'cycle', 'Must be greater than 0'],
      [{ warrantyTime: -1 }, 'warrantyTime', 'Must be greater than 0'],
      [{ cycleUnit: 'fortnight' }, 'cycleUnit', 'Choose a unit (day, week, month, year)'],
      [{ phone: '123' }, 'phone', 'Enter a valid mobile number'],
      [{ advanceNotice: '10d' }, 'advanceNotice', 'Invalid format'],
      [{ startTime: 'soon' }, 'startTime', 'Enter a valid date and time'],
    ];
    for (const [patch, path, message] of cases) {
      const response = await api('POST', '/maintenance-plans', adminA, plan(patch));
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(response.body.data.issues).toEqual([{ path, message }]);
    }
    const zh = await api('POST', '/maintenance-plans', adminA, plan({ cycle: 0 }), 'zh-CN');
    expect(zh.body.data.issues).toEqual([{ path: 'cycle', message: '须大于 0' }]);
    const foreign = await api('POST', '/maintenance-plans', adminA, plan({ projectId: projectB }));
    expect(foreign.status).toBe(400);
    expect((await ok('GET', '/maintenance-plans', adminA)).total).toBe(0);
  });

  it('computes the calendar in the company zone and keeps the state machine', async () => {
    clock = sh(2027, 1, 1);
    const created = await ok('POST', '/maintenance-plans', adminA, plan());
    expect(created).toMatchObject({
      status: 'not_started',
      nextTime: sh(2027, 1, 31, 9).toISOString(),
      noticeTime: sh(2027, 1, 28, 9).toISOString(),
      warrantyEnd: sh(2029, 1, 31, 9).toISOString(),
      timeZone: ZONE,
      projectName: 'PlanPlantA',
    });
    const id = created.id as number;

    clock = sh(2027, 1, 29);
    expect((await ok('GET', `/maintenance-plans/${id}`, viewerA)).status).toBe('to_be_maintained');
    expect((await ok('GET', '/maintenance-plans?status=to_be_maintained', adminA)).items.map((p: { id: number }) => p.id)).toContain(id);

    // A weekly cycle from the same start: re-armed from now.
    const edited = await ok('PUT', `/maintenance-plans/${id}`, adminA, plan({ cycle: 2, cycleUnit: 'week', advanceNotice: '1d' }));
    expect(edited).toMatchObject({
      nextTime: sh(2027, 1, 31, 9).toISOString(),
      noticeTime: sh(2027, 1, 30, 9).toISOString(),
      status: 'not_started',
    });

    const stopped = await ok('POST', `/maintenance-plans/${id}/stop`, adminA);
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'manual', nextTime: null });
    const again = await api('POST', `/maintenance-plans/${id}/stop`, adminA);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The plan is stopped; stop is not allowed');

    clock = sh(2027, 2, 20);
    const started = await ok('POST', `/maintenance-plans/${id}/start`, adminA);
    // Every two weeks from Jan 31: Feb 14, Feb 28 -- the first one ahead of Feb 20.
    expect(started).toMatchObject({ status: 'executing', nextTime: sh(2027, 2, 28, 9).toISOString(), stopReason: null });
    expect((await api('POST', `/maintenance-plans/${id}/start`, adminA)).status).toBe(409);

    // Scope and permissions: another company's administrator sees nothing; a viewer cannot change.
    expect((await api('GET', `/maintenance-plans/${id}`, adminB)).status).toBe(404);
    expect((await api('PUT', `/maintenance-plans/${id}`, adminB, plan({ projectId: projectB }))).status).toBe(404);
    expect((await ok('GET', '/maintenance-plans', adminB)).total).toBe(0);
    expect((await api('POST', `/maintenance-plans/${id}/stop`, viewerA)).status).toBe(403);
    expect((await api('DELETE', `/maintenance-plans/${id}`, viewerA)).status).toBe(403);

    await ok('DELETE', `/maintenance-plans/${id}`, adminA);
    expect((await api('GET', `/maintenance-plans/${id}`, adminA)).status).toBe(404);
  });

  it('stops by itself when the warranty maintenance expires, if so chosen', async () => {
    clock = sh(2027, 1, 1);
    const created = await ok(
      'POST',
      '/maintenance-plans',
      adminA,
      plan({
        name: 'Short warranty',
        warrantyTime: 2,
        warrantyUnit: 'month',
        stopOnWarrantyEnd: true,
        startTime: '2027-01-10T09:00:00+08:00',
      }),
    );
    clock = sh(2027, 4, 1);
    await t.app.maintenanceScheduler.tick();
    const after = await ok('GET', `/maintenance-plans/${created.id}`, adminA);
    expect(after).toMatchObject({ status: 'stopped', stopReason: 'warranty', nextTime: null });
    // Jan 10 and Feb 10 are inside the warranty (ends Mar 10); Mar 10 is not.
    const orders = await ok('GET', `/maintenance-orders?planId=${created.id}`, adminA);
    expect(orders.items.map((o: { planDueAt: string }) => o.planDueAt).sort()).toEqual(
      [sh(2027, 1, 10, 9), sh(2027, 2, 10, 9)].map((d) => d.toISOString()),
    );
    const restart = await api('POST', `/maintenance-plans/${created.id}/start`, adminA);
    expect(restart.status).toBe(409);
  });

  it('lists maintenance orders, mine, and takes the submission from the assignee', async () => {
    clock = sh(2027, 6, 1);
    const created = await ok(
      'POST',
      '/maintenance-plans',
      adminA,
      plan({ name: 'Weekly', cycle: 1, cycleUnit: 'week', startTime: '2027-06-07T09:00:00+08:00' }),
    );
    clock = sh(2027, 6, 7, 10);
    await t.app.maintenanceScheduler.tick();
    const listed = await ok('GET', `/maintenance-orders?planId=${created.id}`, adminA);
    expect(listed.total).toBe(1);
    const order = listed.items[0];
    expect(order).toMatchObject({
      planName: 'Weekly',
      planDueAt: sh(2027, 6, 7, 9).toISOString(),
      status: 'pending',
      projectName: 'PlanPlantA',
    });
    expect((await ok('GET', `/maintenance-plans/${created.id}`, adminA)).status).toBe('to_be_maintained');

    await ok('POST', `/work-orders/${order.id}/dispatch`, adminA, { assigneeId: repairAId });
    expect((await ok('GET', `/maintenance-plans/${created.id}`, adminA)).status).toBe('dispatched');
    expect((await ok('GET', '/maintenance-orders/mine', repairA)).items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await ok('GET', '/maintenance-orders/mine', adminA)).total).toBe(0);
    await ok('POST', `/work-orders/${order.id}/accept`, repairA, {});
    expect((await ok('GET', `/maintenance-plans/${created.id}`, adminA)).status).toBe('received');

    const empty = await api('POST', `/maintenance-orders/${order.id}/submit`, repairA, { solution: '' });
    expect(empty.status).toBe(400);
    const submitted = await ok('POST', `/maintenance-orders/${order.id}/submit`, repairA, { solution: 'Oil changed' });
    expect(submitted.status).toBe('completed');
    const query = await ok('GET', '/maintenance-orders/submitted', repairA);
    expect(query.items).toEqual([expect.objectContaining({ id: order.id, solution: 'Oil changed', assigneeName: 'plans_repair_a' })]);
    expect((await ok('GET', `/maintenance-plans/${created.id}`, adminA)).status).toBe('executing');

    // A repair order is not submitted here.
    const repair = await ok('POST', '/work-orders', adminA, {
      projectId: projectA,
      problem: 'Leak',
      contactName: 'Li',
      contactPhone: '13800138000',
      detail: null,
    });
    const refused = await api('POST', `/maintenance-orders/${repair.id}/submit`, adminA, { solution: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This order is not a maintenance order');
    // maintain_list is open to every signed-in user (whitelisted); mine and the submission query are granted.
    expect((await api('GET', '/maintenance-orders/mine', viewerA)).status).toBe(403);
    expect((await api('GET', '/maintenance-orders/submitted', viewerA)).status).toBe(403);
  });

  it('takes a device of the project and a technician of its company from the pickers, and opens each order dispatched to them', async () => {
    clock = sh(2027, 7, 1);
    const deviceA = (
      await ok('POST', '/devices', root, { projectId: projectA, name: 'PlanPress', boxId: 'PLANBOX00001', boxPassword: 'box12345' })
    ).id;
    const deviceB = (
      await ok('POST', '/devices', root, { projectId: projectB, name: 'OtherPress', boxId: 'PLANBOX00002', boxPassword: 'box12345' })
    ).id;
    const pickers = await ok('GET', `/maintenance-plans/assignees?projectId=${projectA}`, adminA);
    expect(pickers.map((u: { id: number }) => u.id)).toContain(repairAId);
    expect(pickers.map((u: { id: number }) => u.id)).not.toContain(adminBId);
    expect((await api('GET', `/maintenance-plans/assignees?projectId=${projectB}`, adminA)).status).toBe(404);

    const otherDevice = await api('POST', '/maintenance-plans', adminA, plan({ deviceId: deviceB, assigneeId: repairAId }));
    expect(otherDevice.status).toBe(400);
    expect(otherDevice.body.data.issues).toEqual([expect.objectContaining({ path: 'deviceId' })]);
    const stranger = await api('POST', '/maintenance-plans', adminA, plan({ deviceId: deviceA, assigneeId: adminBId }), 'zh-CN');
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.issues).toEqual([expect.objectContaining({ path: 'assigneeId' })]);

    const created = await ok(
      'POST',
      '/maintenance-plans',
      adminA,
      plan({ name: 'Press weekly', deviceId: deviceA, assigneeId: repairAId, cycleUnit: 'week', startTime: '2027-07-05T09:00:00+08:00' }),
    );
    expect(created).toMatchObject({ deviceId: deviceA, assigneeId: repairAId });
    clock = sh(2027, 7, 5, 10);
    await t.app.maintenanceScheduler.tick();
    const [order] = (await ok('GET', `/maintenance-orders?planId=${created.id}`, adminA)).items;
    expect(order).toMatchObject({ status: 'dispatched', assigneeId: repairAId });
    expect((await ok('GET', '/maintenance-orders/mine', repairA)).items.map((o: { id: number }) => o.id)).toContain(order.id);
    await ok('POST', `/maintenance-plans/${created.id}/stop`, adminA);
  });
});
