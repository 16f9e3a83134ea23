import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createWorkOrdersRepository } from './work-orders.repository.js';

describe.each(databaseKinds())('work orders on %s', (kind) => {
  let t: TestApp;
  let root: string;
  /** Company A administrator (grade 1): every work-order key, dispatches. */
  let adminA: string;
  /** Company A repairman (grade 2): my orders only, the project assigned. */
  let repairA: string;
  let repairAId: number;
  /** Company A, grade 2, a second repairman. */
  let otherA: string;
  let otherAId: number;
  let adminB: string;
  let adminBId: number;
  let projectA: number;
  let companyAId: number;
  let deviceA: number;
  let projectB: number;

  const { api, ok, user, expectError } = apiHelpers(
    () => t,
    () => root,
  );
  const order = { problem: 'Spindle noise', contactName: 'LiLei', contactPhone: '13800138000' };
  const newOrder = async (token = adminA, extra: object = {}) =>
    (await ok('POST', '/work-orders', token, { projectId: projectA, ...order, ...extra })) as {
      id: number;
      status: string;
      number: string;
    };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const companyA = (await ok('POST', '/companies', root, { name: 'OrdersA' })).id;
    companyAId = companyA;
    const companyB = (await ok('POST', '/companies', root, { name: 'OrdersB' })).id;
    projectA = (await ok('POST', '/projects', root, { name: 'PlantA', location: '120,30', companyId: companyA })).id;
    projectB = (await ok('POST', '/projects', root, { name: 'PlantB', location: '120,30', companyId: companyB })).id;
    deviceA = (await ok('POST', '/devices', root, { projectId: projectA, name: 'PressA', boxId: 'WORKORDER001', boxPassword: 'pass' })).id;
    const all = {
      orderReview: ['view', 'add', 'edit', 'delete', 'export', 'dispatch'],
      myOrder: ['view', 'accept', 'transfer', 'complete'],
      item_page: ['view'],
    };
    const mine = { myOrder: ['view', 'accept', 'transfer', 'complete'] };
    ({ token: adminA } = await user(companyA, 'orders_admin_a', 1, all));
    ({ id: repairAId, token: repairA } = await user(companyA, 'orders_repair_a', 2, mine, [projectA]));
    ({ id: otherAId, token: otherA } = await user(companyA, 'orders_other_a', 2, mine, [projectA]));
    ({ id: adminBId, token: adminB } = await user(companyB, 'orders_admin_b', 1, all));
  }, 60_000);
  afterAll(() => t.close());

  it('runs the whole flow, numbering the order and logging every step with who did it', async () => {
    const created = await newOrder(adminA, { deviceId: deviceA, nature: 'overhaul', dueDate: '2030-01-31', public: true });
    expect(created).toMatchObject({ status: 'pending', deviceId: deviceA, nature: 'overhaul', dueDate: '2030-01-31', public: true });
    expect(created.number).toMatch(/^WO-\d{8}-\d{4}$/);
    const second = await newOrder();
    expect(Number(second.number.slice(-4))).toBe(Number(created.number.slice(-4)) + 1);

    const id = created.id;
    expect(await ok('POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: repairAId })).toMatchObject({
      status: 'dispatched',
      assigneeId: repairAId,
    });
    expect((await ok('GET', '/work-orders?assigneeId=me', repairA)).items.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await ok('POST', `/work-orders/${id}/accept`, repairA, {})).status).toBe('accepted');
    expect((await ok('POST', `/work-orders/${id}/start`, repairA)).status).toBe('processing');
    const done = await ok('POST', `/work-orders/${id}/complete`, repairA, {
      solution: 'Replaced bearing',
      suggestion: 'Oil monthly',
      workingHours: 2.5,
    });
    expect(done).toMatchObject({ status: 'completed', solution: 'Replaced bearing', suggestion: 'Oil monthly', workingHours: 2.5 });

    const detail = await ok('GET', `/work-orders/${id}`, adminA);
    expect(detail.log.map((entry: { action: string; by: string }) => `${entry.action} by ${entry.by}`)).toEqual([
      'create by orders_admin_a',
      'dispatch by orders_admin_a',
      'accept by orders_repair_a',
      'start by orders_repair_a',
      'complete by orders_repair_a',
    ]);
    expect(detail.log[2]).toMatchObject({ fromStatus: 'dispatched', toStatus: 'accepted' });
    expect((await ok('GET', `/work-orders?status=completed&projectId=${projectA}`, adminA)).items.map((o: { id: number }) => o.id)).toEqual(
      [id],
    );
  });

  it('edits a pending order for its creator, logs the edit, and refuses it to others and once dispatched', async () => {
    const { id } = await newOrder(adminA);
    const edited = await ok('PUT', `/work-orders/${id}`, adminA, {
      ...order,
      problem: 'Spindle noise at 3000 rpm',
      contactPhone: '13900139000',
      deviceId: deviceA,
      nature: 'check',
    });
    expect(edited).toMatchObject({
      id,
      status: 'pending',
      problem: 'Spindle noise at 3000 rpm',
      contactPhone: '13900139000',
      deviceId: deviceA,
    });
    const detail = await ok('GET', `/work-orders/${id}`, adminA);
    expect(detail.log.map((entry: { action: string; by: string }) => `${entry.action} by ${entry.by}`)).toEqual([
      'create by orders_admin_a',
      'edit by orders_admin_a',
    ]);
    expect(detail.log[1]).toMatchObject({ fromStatus: 'pending', toStatus: 'pending' });

    // A clerk who may edit orders but neither opened nor dispatches this one; a repairman without the key.
    const { token: clerk } = await user(companyAId, 'orders_clerk_a', 2, { orderReview: ['view', 'edit'] }, [projectA]);
    const notMine = await expectError({ status: 403 }, 'PUT', `/work-orders/${id}`, clerk, order);
    expect(notMine.message).toBe('Only the creator, a dispatcher or an administrator may edit an order');
    await expectError({ status: 403 }, 'PUT', `/work-orders/${id}`, repairA, order);
    await expectError({ status: 404 }, 'PUT', `/work-orders/${id}`, adminB, order);
    await expectError({ status: 400 }, 'PUT', `/work-orders/${id}`, adminA, { ...order, problem: ' ' });
    await expectError({ status: 400 }, 'PUT', `/work-orders/${id}`, adminA, { ...order, deviceId: deviceA + 1000 });

    await ok('POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: repairAId });
    const late = await expectError({ status: 409, error: 'ILLEGAL_STATE' }, 'PUT', `/work-orders/${id}`, adminA, order);
    expect(late.message).toBe('The order is dispatched; edit is not allowed');
    const lateZh = await expectError({ status: 409, lang: 'zh-CN' }, 'PUT', `/work-orders/${id}`, adminA, order);
    expect(lateZh.message).toBe('工单当前状态为「已派单」,不能执行「编辑工单」');
    expect((await ok('GET', `/work-orders/${id}`, adminA)).problem).toBe('Spindle noise at 3000 rpm');
  });

  it('deletes an order for an administrator only: gone from lists, counts and its page, kept in the audit', async () => {
    const { id, number } = await newOrder(adminA);
    const pendingBefore = (await ok('GET', '/work-orders/counts', adminA)).pending as number;
    const { token: keyHolder } = await user(companyAId, 'orders_deleter_a', 2, { orderReview: ['view', 'delete'] }, [projectA]);
    const refused = await expectError({ status: 403 }, 'DELETE', `/work-orders/${id}`, keyHolder);
    expect(refused.message).toBe('Only an administrator may delete an order');
    await expectError({ status: 403 }, 'DELETE', `/work-orders/${id}`, repairA);
    await expectError({ status: 404 }, 'DELETE', `/work-orders/${id}`, adminB);

    expect(await ok('DELETE', `/work-orders/${id}`, adminA)).toBeNull();
    await expectError({ status: 404 }, 'GET', `/work-orders/${id}`, adminA);
    await expectError({ status: 404 }, 'DELETE', `/work-orders/${id}`, adminA);
    await expectError({ status: 404 }, 'POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: repairAId });
    expect((await ok('GET', `/work-orders?keyword=${number}`, adminA)).items).toEqual([]);
    expect((await ok('GET', '/work-orders/counts', adminA)).pending).toBe(pendingBefore - 1);
    const audit = await ok('GET', '/audit/operations?action=workOrder.delete', root);
    expect(
      audit.items.some(
        (entry: { action: string; objectId: string }) => entry.action === 'workOrder.delete' && entry.objectId === String(id),
      ),
    ).toBe(true);
  });

  it('refuses an illegal transition with 409 and the current status, changing nothing', async () => {
    const { id } = await newOrder();
    const before = await ok('GET', `/work-orders/${id}`, adminA);
    const early = await api('POST', `/work-orders/${id}/complete`, adminA, { solution: 'none' });
    expect(early.status).toBe(409);
    expect(early.body.data).toMatchObject({ error: 'ILLEGAL_STATE', status: 'pending', action: 'complete' });
    expect(early.body.message).toBe('The order is pending; complete is not allowed');
    const zhCancel = await api('POST', `/work-orders/${id}/complete`, adminA, { solution: 'none' }, 'zh-CN');
    expect(zhCancel.body.message).toBe('工单当前状态为「待处理」,不能执行「完成」');
    const zh = await api('POST', `/work-orders/${id}/accept`, adminA, {}, 'zh-CN');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('工单当前状态为「待处理」,不能执行「接单」');
    expect(zh.body.data).toMatchObject({ error: 'ILLEGAL_STATE', status: 'pending', action: 'accept' });
    expect(await ok('GET', `/work-orders/${id}`, adminA)).toEqual(before);

    await ok('POST', `/work-orders/${id}/cancel`, adminA, { note: 'Duplicate' });
    for (const [action, body] of [
      ['dispatch', { assigneeId: repairAId }],
      ['cancel', {}],
      ['return', { note: 'x' }],
    ] as const) {
      const refused = await api('POST', `/work-orders/${id}/${action}`, adminA, body);
      expect(refused.status, action).toBe(409);
      expect(refused.body.data.status).toBe('cancelled');
    }
    expect((await ok('GET', `/work-orders/${id}`, adminA)).log).toHaveLength(2);
  });

  it('transfers, returns with a note and checks who acts and whom it names', async () => {
    const { id } = await newOrder();
    const foreign = await api('POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: adminBId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.issues).toEqual([{ path: 'assigneeId', message: 'The assignee is not a user of this company' }]);
    await ok('POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: repairAId });

    // Only the assignee (or an administrator) accepts.
    const stranger = await api('POST', `/work-orders/${id}/accept`, otherA, {});
    expect(stranger.status).toBe(403);
    expect(stranger.body.data.error).toBe('FORBIDDEN');

    const moved = await ok('POST', `/work-orders/${id}/transfer`, repairA, { assigneeId: otherAId, note: 'On leave' });
    expect(moved).toMatchObject({ status: 'dispatched', assigneeId: otherAId });
    expect((await ok('POST', `/work-orders/${id}/accept`, otherA, {})).status).toBe('accepted');

    const noNote = await api('POST', `/work-orders/${id}/return`, otherA, {});
    expect(noNote.status).toBe(400);
    expect(noNote.body.data.issues).toEqual([{ path: 'note', message: 'Required' }]);
    const back = await ok('POST', `/work-orders/${id}/return`, otherA, { note: 'Needs a spare part' });
    expect(back).toMatchObject({ status: 'pending', assigneeId: null });
    const log = (await ok('GET', `/work-orders/${id}`, adminA)).log;
    expect(log.at(-1)).toMatchObject({ action: 'return', by: 'orders_other_a', note: 'Needs a spare part' });
    expect(log.at(-3)).toMatchObject({ action: 'transfer', note: 'On leave' });

    // A repairman cannot dispatch at all (no orderReview dispatch key).
    expect((await api('POST', `/work-orders/${id}/dispatch`, repairA, { assigneeId: repairAId })).status).toBe(403);
  });

  it('lets exactly one of two conflicting actions win', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await newOrder();
      await ok('POST', `/work-orders/${id}/dispatch`, adminA, { assigneeId: repairAId });
      const before = (await ok('GET', `/work-orders/${id}`, adminA)).log.length;
      // Whichever runs first, the other two are illegal after it (accept twice; cancel after accept, accept after cancel).
      const answers = await Promise.all([
        api('POST', `/work-orders/${id}/accept`, repairA, {}),
        api('POST', `/work-orders/${id}/accept`, repairA, {}),
        api('POST', `/work-orders/${id}/cancel`, adminA, {}),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body.data;
      const after = await ok('GET', `/work-orders/${id}`, adminA);
      expect(after.status).toBe(winner.status);
      expect(after.version).toBe(winner.version);
      expect(after.log.length).toBe(before + 1);
    }
  });

  it('writes a change only if the order is still as read: of two writers holding one version, one wins', async () => {
    const { id } = await newOrder();
    const repo = createWorkOrdersRepository(t.database.db);
    const read = (await repo.find({ kind: 'all' }, id))!;
    const write = (action: 'dispatch' | 'cancel', to: 'dispatched' | 'cancelled') =>
      repo.transition(
        id,
        read,
        { status: to, ...(action === 'dispatch' ? { assigneeId: repairAId } : {}) },
        {
          action,
          byUserId: null,
          fromStatus: read.status,
          toStatus: to,
        },
      );
    const results = await Promise.all([write('dispatch', 'dispatched'), write('cancel', 'cancelled')]);
    expect(results.filter((row) => row !== undefined)).toHaveLength(1);
    const after = await ok('GET', `/work-orders/${id}`, adminA);
    expect(after.version).toBe(read.version + 1);
    expect(after.log).toHaveLength(2);
    expect(after.status).toBe(results.find((row) => row !== undefined)!.status);
  });

  it('validates the order in the request language', async () => {
    const bad = { projectId: projectA, problem: ' ', contactName: 'A', contactPhone: '12345' };
    const en = await api('POST', '/work-orders', adminA, bad);
    expect(en.status).toBe(400);
    expect(en.body.data.issues).toEqual([
      { path: 'problem', message: 'Required' },
      { path: 'contactPhone', message: 'Enter a valid mobile number' },
    ]);
    const zh = await api('POST', '/work-orders', adminA, { ...bad, problem: 'x'.repeat(501) }, 'zh-CN');
    expect(zh.body.data.issues).toEqual([
      { path: 'problem', message: '最多 500 个字符' },
      { path: 'contactPhone', message: '请输入正确的手机号' },
    ]);
    const nature = await api('POST', '/work-orders', adminA, { projectId: projectA, ...order, nature: 'repaint' });
    expect(nature.body.data.issues).toEqual([{ path: 'nature', message: 'Invalid format' }]);
    const device = await api('POST', '/work-orders', adminA, { projectId: projectA, ...order, deviceId: deviceA + 1000 });
    expect(device.body.data.issues).toEqual([{ path: 'deviceId', message: 'The device does not belong to this project' }]);
    expect((await api('POST', '/work-orders', undefined, { projectId: projectA, ...order })).status).toBe(401);
    expect((await api('POST', '/work-orders', repairA, { projectId: projectA, ...order })).status).toBe(403);
  });

  it('keeps each company to its own orders', async () => {
    const { id } = await newOrder();
    expect((await api('GET', `/work-orders/${id}`, adminB)).status).toBe(404);
    expect((await api('POST', `/work-orders/${id}/dispatch`, adminB, { assigneeId: adminBId })).status).toBe(404);
    expect((await api('POST', `/work-orders/${id}/cancel`, adminB, {})).status).toBe(404);
    expect((await ok('GET', '/work-orders?pageSize=500', adminB)).items).toEqual([]);
    const onA = await api('POST', '/work-orders', adminB, { projectId: projectA, ...order });
    expect(onA.status).toBe(400);
    expect(onA.body.data.issues).toEqual([{ path: 'projectId', message: 'No such project' }]);
    const mineB = await ok('POST', '/work-orders', adminB, { projectId: projectB, ...order });
    expect((await ok('GET', '/work-orders?pageSize=500', adminB)).items.map((o: { id: number }) => o.id)).toEqual([mineB.id]);
    expect((await ok('GET', '/work-orders?pageSize=500', adminA)).items.map((o: { id: number }) => o.id)).not.toContain(mineB.id);
    expect((await ok('GET', `/work-orders/${id}`, root)).id).toBe(id);
    // Service numbers count per company.
    expect(mineB.number.slice(-4)).toBe('0001');
  });
});

describe.each(databaseKinds())('the demo work orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('shows the demo account an order in each stage, and lets it carry one on', async () => {
    const token = await t.login('demo', 'demo1234');
    const list = await t.request({ method: 'GET', url: '/api/v1/work-orders', token });
    expect(list.status).toBe(200);
    const orders = list.body.data.items as { id: number; status: string; source: string }[];
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'dispatched', 'accepted', 'processing', 'completed', 'cancelled']),
    );
    // The seed's own order in that stage (other features seed orders of their own: plans, alarms).
    const dispatched = orders.find((o) => o.status === 'dispatched' && o.source === 'manual')!;
    const detail = await t.request({ method: 'GET', url: `/api/v1/work-orders/${dispatched.id}`, token });
    expect(detail.body.data.log.map((entry: { action: string; by: string }) => `${entry.action} ${entry.by}`)).toEqual([
      'create demo',
      'dispatch demo',
    ]);
    const accepted = await t.request({ method: 'POST', url: `/api/v1/work-orders/${dispatched.id}/accept`, token, payload: {} });
    expect(accepted.body.data).toMatchObject({ status: 'accepted', version: 2 });
  });
});
