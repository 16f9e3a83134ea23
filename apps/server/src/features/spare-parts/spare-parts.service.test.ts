import type { PartApplicationStatus, Scope } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { AuditChange, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { ApplicationsRepository } from './applications.repository.js';
import type { MovementInsert, PartRow, PartsRepository } from './parts.repository.js';
import { createSparePartsService } from './spare-parts.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const user = (userId: number, grants: Record<string, string[]> = {}): UserPrincipal => ({
  kind: 'user',
  tokenId: userId,
  userId,
  userName: `u${userId}`,
  grade: 1,
  companyId: 1,
  demo: false,
  grants,
});
const keeper = user(1, { partsApplication: ['view', 'add', 'approve', 'issue'] });
const repairman = user(2);
const approver = user(3, { partsApplication: ['view', 'approve'] });

interface FakeApplication {
  id: number;
  companyId: number;
  orderId: number;
  partId: number;
  quantity: number;
  status: PartApplicationStatus;
  version: number;
  applicantId: number;
  approverId: number | null;
}

/** Company 1 with part 1 (stock 5) and work order 7 assigned to the repairman; applications and stock movements in memory. */
function fakeStore() {
  const visible = (scope: Scope, row: { companyId: number }) => scope.kind === 'all' || row.companyId === scope.companyId;
  const stock: PartRow[] = [
    {
      id: 1,
      companyId: 1,
      code: 'BRG-6204',
      name: 'Bearing',
      model: null,
      unit: 'pc',
      price: 18.5,
      safetyStock: 2,
      stock: 5,
      remarks: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    },
  ];
  const orders = [{ id: 7, companyId: 1, assigneeId: 2, status: 'processing' }];
  const applications: FakeApplication[] = [];
  const movements: MovementInsert[] = [];
  const changes: AuditChange[] = [];
  /** What another user does between the service's read and its write. */
  let meanwhile = () => {};
  /** The guarded decrement: a movement that would take the stock below zero matches nothing. */
  const move = (movement: MovementInsert) => {
    const part = stock.find((p) => p.id === movement.partId)!;
    if (part.stock + movement.delta < 0) return undefined;
    part.stock += movement.delta;
    movements.push(movement);
    return { balance: part.stock };
  };
  const parts = {
    find: async (scope: Scope, id: number) => {
      const found = stock.find((p) => p.id === id && visible(scope, p));
      return found && { ...found };
    },
    move: async (movement: MovementInsert) => move(movement),
  } as unknown as PartsRepository;
  const still = (id: number, expected: { status: PartApplicationStatus; version: number }) =>
    applications.find((a) => a.id === id && a.status === expected.status && a.version === expected.version);
  const repo = {
    find: async (scope: Scope, id: number) => {
      const found = applications.find((a) => a.id === id && visible(scope, a));
      return found && { ...found };
    },
    order: async (scope: Scope, id: number) => orders.find((o) => o.id === id && visible(scope, o)),
    insert: async (values: Omit<FakeApplication, 'id' | 'status' | 'version' | 'approverId'>) => {
      applications.push({ ...values, id: applications.length + 1, status: 'pending', version: 0, approverId: null });
      return applications.length;
    },
    decide: async (id: number, expected: FakeApplication, patch: Partial<FakeApplication>) => {
      meanwhile();
      const row = still(id, expected);
      if (!row) return false;
      Object.assign(row, patch, { version: row.version + 1 });
      return true;
    },
    issue: async (application: FakeApplication, byUserId: number) => {
      const row = still(application.id, { status: 'approved', version: application.version });
      if (!row) return 'conflict';
      const moved = move({ ...application, partId: application.partId, type: 'issue', delta: -application.quantity, byUserId });
      if (!moved) return 'short';
      Object.assign(row, { status: 'issued', version: row.version + 1 });
      return 'ok';
    },
  } as unknown as ApplicationsRepository;
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) } as unknown as AuditService;
  const service = createSparePartsService({ parts, applications: repo, audit });
  const setMeanwhile = (change: () => void) => (meanwhile = change);
  return { service, stock, orders, applications, movements, changes, setMeanwhile };
}

describe('spare parts service: stock', () => {
  it('a purchase adds to the stock, records the movement and logs before and after', async () => {
    const { service, movements, changes } = fakeStore();
    const part = await service.changeStock(keeper, actor, 1, { type: 'purchase', quantity: 3, note: null });
    expect(part.stock).toBe(8);
    expect(movements).toMatchObject([{ partId: 1, type: 'purchase', delta: 3, byUserId: 1 }]);
    expect(changes).toMatchObject([{ action: 'part.stock.purchase', before: { stock: 5 }, after: { stock: 8 } }]);
  });

  it('an adjustment may lower the stock to zero but never below it', async () => {
    const { service, stock, movements, changes } = fakeStore();
    await expect(service.changeStock(keeper, actor, 1, { type: 'adjust', quantity: -6, note: null })).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.partStockShort',
      params: { stock: 5, quantity: 6 },
    });
    expect(stock[0]!.stock).toBe(5);
    expect(movements).toEqual([]);
    expect(changes).toEqual([]);
    expect((await service.changeStock(keeper, actor, 1, { type: 'adjust', quantity: -5, note: null })).stock).toBe(0);
  });

  it('a quantity of zero, or a negative purchase, is refused', async () => {
    const { service, stock } = fakeStore();
    for (const change of [
      { type: 'adjust', quantity: 0 },
      { type: 'purchase', quantity: -2 },
    ] as const)
      await expect(service.changeStock(keeper, actor, 1, { ...change, note: null })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        field: 'quantity',
      });
    expect(stock[0]!.stock).toBe(5);
  });
});

describe('spare parts service: applications', () => {
  const apply = (service: ReturnType<typeof fakeStore>['service'], quantity: number) =>
    service.apply(repairman, actor, { orderId: 7, partId: 1, quantity, note: null });

  it('the order’s repairman applies while the order is being worked; not before or after', async () => {
    const { service, orders, applications } = fakeStore();
    expect(await apply(service, 2)).toMatchObject({ status: 'pending', applicantId: 2, quantity: 2 });
    orders[0]!.status = 'closed';
    await expect(apply(service, 1)).rejects.toMatchObject({ code: 'ILLEGAL_STATE', messageKey: 'error.partOrderState' });
    orders[0]!.status = 'processing';
    await expect(service.apply(approver, actor, { orderId: 7, partId: 1, quantity: 1, note: null })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(applications).toHaveLength(1);
  });

  it('pending → approved → issued takes the stock once; nothing follows an issue', async () => {
    const { service, stock } = fakeStore();
    const { id } = await apply(service, 2);
    await service.act(approver, actor, id, 'approve', null);
    expect((await service.act(keeper, actor, id, 'issue', null)).status).toBe('issued');
    expect(stock[0]!.stock).toBe(3);
    for (const action of ['issue', 'cancel', 'approve'] as const)
      await expect(service.act(keeper, actor, id, action, null)).rejects.toMatchObject({
        code: 'ILLEGAL_STATE',
        params: { status: 'issued', action },
      });
    expect(stock[0]!.stock).toBe(3);
  });

  it('an issue beyond the stock is refused and leaves the application approved', async () => {
    const { service, stock, applications } = fakeStore();
    const { id } = await apply(service, 6);
    await service.act(approver, actor, id, 'approve', null);
    await expect(service.act(keeper, actor, id, 'issue', null)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.partStockShort',
      params: { stock: 5, quantity: 6 },
    });
    expect(stock[0]!.stock).toBe(5);
    expect(applications[0]!.status).toBe('approved');
  });

  it('nobody approves their own application; without the approve key nobody approves', async () => {
    const { service, applications } = fakeStore();
    const { id: own } = await service.apply(keeper, actor, { orderId: 7, partId: 1, quantity: 1, note: null });
    await expect(service.act(keeper, actor, own, 'approve', null)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'error.partOwnApplication',
    });
    const { id } = await apply(service, 1);
    await expect(service.act(repairman, actor, id, 'approve', null)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'error.partApplicationActor',
    });
    expect(applications.map((a) => a.status)).toEqual(['pending', 'pending']);
  });

  it('the applicant may cancel their pending application; a rejected one cannot be issued', async () => {
    const { service } = fakeStore();
    const { id } = await apply(service, 1);
    expect((await service.act(repairman, actor, id, 'cancel', null)).status).toBe('cancelled');
    const { id: second } = await apply(service, 1);
    await service.act(approver, actor, second, 'reject', 'not needed');
    await expect(service.act(keeper, actor, second, 'issue', null)).rejects.toMatchObject({
      code: 'ILLEGAL_STATE',
      params: { status: 'rejected' },
    });
  });

  it('a decision on an application someone changed meanwhile is refused with its new status', async () => {
    const { service, applications, changes, setMeanwhile } = fakeStore();
    const { id } = await apply(service, 1);
    const logged = changes.length;
    setMeanwhile(() => Object.assign(applications[0]!, { status: 'cancelled', version: 1 }));
    await expect(service.act(approver, actor, id, 'approve', null)).rejects.toMatchObject({
      code: 'ILLEGAL_STATE',
      params: { status: 'cancelled', action: 'approve' },
    });
    expect(changes).toHaveLength(logged);
  });
});
