import type { Scope, WorkOrderAction, WorkOrderCreate, WorkOrderStatus } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { AuditChange, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { WorkOrderNotifications } from './work-order-notifications.js';
import type { WorkOrderRow, WorkOrdersRepository } from './work-orders.repository.js';
import { createWorkOrdersService, type WorkOrderActionBody } from './work-orders.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const user = (userId: number, grade: number, grants: Record<string, string[]> = {}): UserPrincipal => ({
  kind: 'user',
  tokenId: userId,
  userId,
  userName: `u${userId}`,
  grade,
  companyId: 1,
  demo: false,
  grants,
});
const admin = user(1, 1);
const creator = user(4, 2);
const dispatcher = user(5, 2, { orderReview: ['view', 'dispatch'] });
const repairman = user(6, 2);
const colleague = user(7, 2);
const bystander = user(8, 2);

/** Company 1 with project 3 (device 30 on it) and users 1-8; orders, their log and what was notified in memory. */
function fakeOrders() {
  const visible = (scope: Scope, row: { companyId: number }) => scope.kind === 'all' || row.companyId === scope.companyId;
  const orders: WorkOrderRow[] = [];
  const log: { action: string; fromStatus: WorkOrderStatus; toStatus: WorkOrderStatus; byUserId: number }[] = [];
  const changes: AuditChange[] = [];
  const notified: string[] = [];
  /** What another user does between the service's read and its write. */
  let meanwhile = () => {};
  const repo = {
    find: async (scope: Scope, id: number) => {
      const found = orders.find((o) => o.id === id && visible(scope, o) && !o.deletedAt);
      return found && { ...found };
    },
    deviceInProject: async (deviceId: number, projectId: number) => deviceId === 30 && projectId === 3,
    userInCompany: async (userId: number, companyId: number) => companyId === 1 && userId >= 1 && userId <= 8,
    insert: async (values: Partial<WorkOrderRow>) => {
      const row = { ...values, id: orders.length + 1, status: 'pending', version: 0, assigneeId: null, alarmId: null } as WorkOrderRow;
      orders.push(row);
      return { ...row };
    },
    transition: async (
      id: number,
      expected: { status: WorkOrderStatus; version: number },
      patch: Partial<WorkOrderRow>,
      entry: (typeof log)[number],
    ) => {
      meanwhile();
      const row = orders.find((o) => o.id === id && o.status === expected.status && o.version === expected.version);
      if (!row) return undefined;
      Object.assign(row, patch, { version: row.version + 1 });
      log.push(entry);
      return { ...row };
    },
    softDelete: async (id: number) => {
      const row = orders.find((o) => o.id === id && !o.deletedAt);
      if (row) row.deletedAt = new Date();
      return row;
    },
  } as unknown as WorkOrdersRepository;
  const projects = {
    find: async (scope: Scope, id: number) => (id === 3 && visible(scope, { companyId: 1 }) ? { id: 3, companyId: 1 } : undefined),
  };
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) } as unknown as AuditService;
  const notifications = {
    created: async () => void notified.push('created'),
    acted: async (action: WorkOrderAction) => void notified.push(action),
  } as unknown as WorkOrderNotifications;
  const service = createWorkOrdersService({ repo, projects: projects as never, audit, notifications });
  const setMeanwhile = (change: () => void) => (meanwhile = change);
  return { service, orders, log, changes, notified, setMeanwhile };
}

const input = { projectId: 3, problem: 'Motor hums', contactName: 'Li', contactPhone: '13800000000' } as WorkOrderCreate;
/** An order created by `creator` and taken through `actions` by the right people. */
async function orderThrough(fake: ReturnType<typeof fakeOrders>, ...actions: WorkOrderAction[]) {
  const { id } = await fake.service.create(creator, actor, input);
  const by: Partial<Record<WorkOrderAction, [UserPrincipal, WorkOrderActionBody]>> = {
    dispatch: [dispatcher, { assigneeId: repairman.userId }],
    accept: [repairman, {}],
    start: [repairman, {}],
  };
  for (const action of actions) {
    const [who, body] = by[action]!;
    await fake.service.act(who, actor, id, action, body);
  }
  return id;
}

describe('work orders service', () => {
  it('opens a pending, non-public order on a visible project, logs and announces it', async () => {
    const fake = fakeOrders();
    const order = await fake.service.create(creator, actor, input);
    expect(order).toMatchObject({ status: 'pending', companyId: 1, projectId: 3, creatorId: 4, public: false, deviceId: null });
    expect(fake.changes).toMatchObject([{ action: 'workOrder.create', objectId: order.id }]);
    expect(fake.notified).toEqual(['created']);
    await expect(fake.service.create(creator, actor, { ...input, projectId: 9 })).rejects.toMatchObject({ field: 'projectId' });
    await expect(fake.service.create(creator, actor, { ...input, deviceId: 31 })).rejects.toMatchObject({ field: 'deviceId' });
    expect(fake.orders).toHaveLength(1);
  });

  it('runs dispatch → accept → start → complete, each by whom the table names, and logs every step', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake, 'dispatch', 'accept', 'start');
    const done = await fake.service.act(repairman, actor, id, 'complete', { solution: 'New bearing', workingHours: 2 });
    expect(done).toMatchObject({ status: 'completed', assigneeId: 6, dispatcherId: 5, solution: 'New bearing', workingHours: 2 });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(fake.log.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      'pending>dispatched',
      'dispatched>accepted',
      'accepted>processing',
      'processing>completed',
    ]);
    expect(fake.notified).toEqual(['created', 'dispatch', 'accept', 'start', 'complete']);
  });

  it('an action the status does not allow is a 409 naming the status; nothing is written', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake);
    await expect(fake.service.act(repairman, actor, id, 'accept')).rejects.toMatchObject({
      code: 'ILLEGAL_STATE',
      params: { status: 'pending', action: 'accept' },
    });
    const done = await orderThrough(fake, 'dispatch', 'accept');
    await fake.service.act(repairman, actor, done, 'complete', { solution: 'ok' });
    for (const action of ['cancel', 'return', 'transfer'] as const)
      await expect(fake.service.act(admin, actor, done, action, { assigneeId: 7 })).rejects.toMatchObject({
        code: 'ILLEGAL_STATE',
        params: { status: 'completed', action },
      });
    expect(fake.orders[1]!.status).toBe('completed');
  });

  it('only the assignee (or an administrator) accepts; only a dispatcher dispatches', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake);
    await expect(fake.service.act(bystander, actor, id, 'dispatch', { assigneeId: 6 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await fake.service.act(dispatcher, actor, id, 'dispatch', { assigneeId: 6 });
    await expect(fake.service.act(colleague, actor, id, 'accept')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(fake.service.act(dispatcher, actor, id, 'accept')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await fake.service.act(admin, actor, id, 'accept')).status).toBe('accepted');
  });

  it('dispatch needs an assignee of the company; returning the order clears the assignee', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake);
    await expect(fake.service.act(dispatcher, actor, id, 'dispatch', { assigneeId: 99 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      field: 'assigneeId',
    });
    await expect(fake.service.act(dispatcher, actor, id, 'dispatch')).rejects.toMatchObject({ field: 'assigneeId' });
    await fake.service.act(dispatcher, actor, id, 'dispatch', { assigneeId: 6 });
    const transferred = await fake.service.act(repairman, actor, id, 'transfer', { assigneeId: 7 });
    expect(transferred).toMatchObject({ status: 'dispatched', assigneeId: 7 });
    expect(await fake.service.act(colleague, actor, id, 'return', { note: 'no parts' })).toMatchObject({
      status: 'pending',
      assigneeId: null,
    });
  });

  it('an order opened by an alarm awaits verification by the data once completed', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake, 'dispatch', 'accept');
    fake.orders[0]!.alarmId = 12;
    expect(await fake.service.act(repairman, actor, id, 'complete', { solution: 'ok' })).toMatchObject({ verification: 'awaiting' });
  });

  it('an action on an order someone changed meanwhile is a 409 with the status it has now', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake, 'dispatch');
    const logged = fake.changes.length;
    fake.setMeanwhile(() => Object.assign(fake.orders[0]!, { status: 'cancelled', version: 9 }));
    await expect(fake.service.act(repairman, actor, id, 'accept')).rejects.toMatchObject({
      code: 'ILLEGAL_STATE',
      params: { status: 'cancelled', action: 'accept' },
    });
    expect(fake.changes).toHaveLength(logged);
  });

  it('its creator edits a pending order; once dispatched nobody does; an edited problem drops the English text', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake);
    fake.orders[0]!.problemEn = 'Alarm text';
    const edited = await fake.service.edit(creator, actor, id, { ...input, problem: 'Motor smokes' });
    expect(edited).toMatchObject({ problem: 'Motor smokes', problemEn: null, status: 'pending' });
    await expect(fake.service.edit(bystander, actor, id, input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await fake.service.act(dispatcher, actor, id, 'dispatch', { assigneeId: 6 });
    await expect(fake.service.edit(admin, actor, id, input)).rejects.toMatchObject({
      code: 'ILLEGAL_STATE',
      params: { status: 'dispatched', action: 'edit' },
    });
  });

  it('only administrators delete, and a deleted order is not found', async () => {
    const fake = fakeOrders();
    const id = await orderThrough(fake);
    await expect(fake.service.remove(dispatcher, actor, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await fake.service.remove(admin, actor, id);
    expect(fake.changes.at(-1)).toMatchObject({ action: 'workOrder.delete', objectId: id });
    await expect(fake.service.get(admin, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
