import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createAuditRepository, createAuditService } from '../audit/index.js';
import { createAuthRepository, createAuthService, type UserPrincipal } from '../auth/index.js';
import type { Notifier, UserMessage } from '../notifications/notifier.js';
import { createProjectsRepository } from '../projects/projects.repository.js';
import { createRepairRequestsRepository } from './repair-requests.repository.js';
import { createWorkOrderNotifications } from './work-order-notifications.js';
import { createWorkOrdersRepository } from './work-orders.repository.js';
import { createWorkOrdersService, type WorkOrdersService } from './work-orders.service.js';

/** The work-order service over the real database, with a Notifier that records what it is asked to send. */
describe.each(databaseKinds())('work-order notifications on %s', (kind) => {
  let t: TestApp;
  let service: WorkOrdersService;
  const sent: { userIds: number[]; message: UserMessage }[] = [];
  const people: Record<'creator' | 'dispatcher' | 'repair' | 'repair2', { id: number; principal: UserPrincipal }> = {} as never;
  let projectId: number;
  const actor = { userId: null, userName: null, companyId: null, ip: '127.0.0.1' };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    const root = await t.login();
    const ok = async (url: string, payload: object) => {
      const answer = await t.request({ method: 'POST', url: `/api/v1${url}`, token: root, payload });
      if (answer.status !== 200) throw new Error(answer.text);
      return answer.body.data;
    };
    const companyId = (await ok('/companies', { name: 'NotifyCo' })).id;
    projectId = (await ok('/projects', { name: 'NotifyPlant', location: '120,30', companyId })).id;
    const auth = createAuthService({
      repo: createAuthRepository(t.database.db),
      audit: createAuditService({ repo: createAuditRepository(t.database.db) }),
    });
    const grants = {
      creator: { orderReview: ['view', 'add'] },
      dispatcher: { orderReview: ['view', 'add', 'dispatch', 'edit'] },
      repair: { myOrder: ['view', 'accept', 'transfer', 'complete'] },
      repair2: { myOrder: ['view', 'accept', 'transfer', 'complete'] },
    };
    for (const [name, permissions] of Object.entries(grants) as [keyof typeof people, Record<string, string[]>][]) {
      const role = await ok('/roles', { companyId, name: `Notify${name}`, permissions });
      const user = await ok('/users', {
        companyId,
        userName: `notify_${name}`,
        password: 'Passw0rd99',
        grade: 2,
        roleIds: [role.id],
        projectIds: [projectId],
      });
      const principal = (await auth.authenticate(await t.login(`notify_${name}`, 'Passw0rd99')))!;
      people[name] = { id: user.id, principal };
    }
    const notifier: Notifier = {
      notifyUsers: async (userIds, message) => {
        sent.push({ userIds: [...userIds].sort((a, b) => a - b), message });
      },
      alarmRaised: async () => {},
      alarmSettled: async () => {},
    };
    const repairs = createRepairRequestsRepository(t.database.db);
    service = createWorkOrdersService({
      repo: createWorkOrdersRepository(t.database.db),
      projects: createProjectsRepository(t.database.db),
      audit: createAuditService({ repo: createAuditRepository(t.database.db) }),
      notifications: createWorkOrderNotifications({ notifier, dispatchersOf: repairs.dispatchersOf }),
    });
  }, 60_000);
  afterAll(() => t.close());

  const last = () => sent.at(-1)!;
  const ids = (...names: (keyof typeof people)[]) => names.map((name) => people[name].id).sort((a, b) => a - b);

  it('tells the dispatchers of a new order, the assignee of a dispatch, and the others of each step', async () => {
    const order = await service.create(people.creator.principal, actor, {
      projectId,
      problem: 'Pump leaks',
      contactName: 'Zhou',
      contactPhone: '13512345678',
      detail: null,
    });
    expect(last()).toMatchObject({ userIds: ids('dispatcher'), message: { type: 'maintainSubmit', link: `/orderReview?id=${order.id}` } });
    expect(last().message.title['en-US']).toBe(`New repair order ${order.number}`);
    expect(last().message.title['zh-CN']).toBe(`新报修工单 ${order.number}`);

    await service.act(people.dispatcher.principal, actor, order.id, 'dispatch', { assigneeId: people.repair.id });
    expect(last()).toMatchObject({
      userIds: ids('repair'),
      message: { type: 'maintainMine', subject: { kind: 'workOrder', id: order.id } },
    });

    await service.act(people.repair.principal, actor, order.id, 'accept');
    expect(last()).toMatchObject({ userIds: ids('creator', 'dispatcher'), message: { type: 'update' } });
    expect(last().message.title['en-US']).toBe(`Order ${order.number}: accept`);
    expect(last().message.title['zh-CN']).toBe(`工单 ${order.number}:接单`);

    // The repairman hands it on: the new assignee hears of it.
    await service.act(people.repair.principal, actor, order.id, 'transfer', { assigneeId: people.repair2.id });
    expect(last()).toMatchObject({ userIds: ids('repair2'), message: { type: 'maintainMine' } });

    await service.act(people.repair2.principal, actor, order.id, 'return', { note: 'Needs a part' });
    // Back to pending: the creator and the one who handed it on (now its dispatcher).
    expect(last()).toMatchObject({ userIds: ids('creator', 'repair'), message: { type: 'maintainList' } });
    expect(last().message.body['en-US']).toBe('Pump leaks (Needs a part)');

    await service.act(people.dispatcher.principal, actor, order.id, 'dispatch', { assigneeId: people.repair.id });
    await service.act(people.repair.principal, actor, order.id, 'accept');
    const before = sent.length;
    await service.act(people.repair.principal, actor, order.id, 'complete', { solution: 'Sealed' });
    expect(sent.length).toBe(before + 1);
    expect(last()).toMatchObject({ userIds: ids('creator', 'dispatcher'), message: { type: 'update' } });
  });

  it('tells nobody when an action is refused, and a failing notifier never undoes the step', async () => {
    const order = await service.create(people.creator.principal, actor, {
      projectId,
      problem: 'Fan noise',
      contactName: 'Zhou',
      contactPhone: '13512345678',
      detail: null,
    });
    const before = sent.length;
    await expect(service.act(people.repair.principal, actor, order.id, 'accept')).rejects.toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(sent.length).toBe(before);

    const failing = createWorkOrdersService({
      repo: createWorkOrdersRepository(t.database.db),
      projects: createProjectsRepository(t.database.db),
      audit: createAuditService({ repo: createAuditRepository(t.database.db) }),
      notifications: createWorkOrderNotifications({
        notifier: {
          notifyUsers: async () => {
            throw new Error('channel down');
          },
          alarmRaised: async () => {},
          alarmSettled: async () => {},
        },
        dispatchersOf: async () => [people.dispatcher.id],
      }),
    });
    const after = await failing.act(people.dispatcher.principal, actor, order.id, 'dispatch', { assigneeId: people.repair.id });
    expect(after.status).toBe('dispatched');
  });
});
