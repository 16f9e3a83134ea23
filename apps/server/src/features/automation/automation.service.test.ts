import type { Scope, TriggerCreate } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import type { AuditChange, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { AssignmentRow, AutomationRepository, TriggerRow } from './automation.repository.js';
import { createAutomationService } from './automation.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const principal: UserPrincipal = { kind: 'user', tokenId: 1, userId: 1, userName: 'a', grade: 1, companyId: 1, demo: false, grants: {} };

/** Two devices of company 1 (points 1-3 on device 10, point 4 on device 20), point 9 of company 2, in memory. */
function fakeAutomation() {
  const points = [
    { id: 1, deviceId: 10, companyId: 1, projectId: 5, writable: false },
    { id: 2, deviceId: 10, companyId: 1, projectId: 5, writable: true },
    { id: 3, deviceId: 10, companyId: 1, projectId: 5, writable: false },
    { id: 4, deviceId: 20, companyId: 1, projectId: 5, writable: true },
    { id: 9, deviceId: 30, companyId: 2, projectId: 6, writable: true },
  ];
  const visible = (scope: Scope, row: { companyId: number }) => scope.kind === 'all' || row.companyId === scope.companyId;
  const triggers: TriggerRow[] = [];
  const assignments: AssignmentRow[] = [];
  const changes: AuditChange[] = [];
  const invalidated: number[] = [];
  const stamp = { createdAt: new Date(0), updatedAt: new Date(0) };
  const repo = {
    pointInScope: async (scope: Scope, id: number) => {
      const p = points.find((point) => point.id === id && visible(scope, point));
      return p && { pointId: p.id, deviceId: p.deviceId, projectId: p.projectId, companyId: p.companyId };
    },
    pointsOfDevice: async (deviceId: number, ids: readonly number[]) =>
      points.filter((p) => p.deviceId === deviceId && ids.includes(p.id)).map((p) => ({ id: p.id, writable: p.writable })),
    findTrigger: async (scope: Scope, id: number) => triggers.find((t) => t.id === id && visible(scope, t)),
    insertTrigger: async (values: Omit<TriggerRow, 'id' | 'createdAt' | 'updatedAt'>) => {
      const row = { ...values, ...stamp, id: triggers.length + 1 } as TriggerRow;
      triggers.push(row);
      return row;
    },
    updateTrigger: async (id: number, patch: Partial<TriggerRow>) => {
      const at = triggers.findIndex((t) => t.id === id);
      if (at < 0) return undefined;
      triggers[at] = { ...triggers[at]!, ...patch };
      return triggers[at];
    },
    deleteTrigger: async (id: number) =>
      void triggers.splice(
        triggers.findIndex((t) => t.id === id),
        1,
      ),
    findAssignment: async (scope: Scope, id: number) => assignments.find((a) => a.id === id && visible(scope, a)),
    insertAssignment: async (values: Omit<AssignmentRow, 'id' | 'createdAt' | 'updatedAt'>) => {
      const row = { ...values, ...stamp, id: assignments.length + 1 } as AssignmentRow;
      assignments.push(row);
      return row;
    },
  } as unknown as AutomationRepository;
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) } as unknown as AuditService;
  const engine = { invalidate: (deviceId: number) => void invalidated.push(deviceId) };
  return { service: createAutomationService({ repo, engine, audit }), triggers, changes, invalidated };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

const trigger: TriggerCreate = { pointId: 1, name: 'Hot', condition: { op: '>', value: 80 }, description: null };

describe('automation service', () => {
  it('places a trigger on its point’s device, reloads that device and logs the new row', async () => {
    const { service, changes, invalidated } = fakeAutomation();
    const created = await service.createTrigger(principal, actor, trigger);
    expect(created).toMatchObject({ deviceId: 10, projectId: 5, companyId: 1, minDurationMs: 0, enabled: true, description: null });
    expect(invalidated).toEqual([10]);
    expect(changes).toEqual([{ action: 'trigger.create', objectType: 'trigger', objectId: created.id, after: created, companyId: 1 }]);
  });

  it('refuses a trigger on a point the caller cannot see, or reading a point of another device', async () => {
    const { service, changes } = fakeAutomation();
    const hidden = (await refusal(service.createTrigger(principal, actor, { ...trigger, pointId: 9 }))) as AppError;
    expect([hidden.code, hidden.field]).toEqual(['BAD_REQUEST', 'pointId']);
    const elsewhere = (await refusal(
      service.createTrigger(principal, actor, { ...trigger, condition: { op: '>', pointId: 4 } } as never),
    )) as AppError;
    expect([elsewhere.code, elsewhere.field]).toEqual(['BAD_REQUEST', 'condition']);
    expect(changes).toEqual([]);
  });

  it('checks a change as a whole: a patch that breaks the merged trigger is a 400 and nothing is written', async () => {
    const { service, triggers, changes } = fakeAutomation();
    const created = await service.createTrigger(principal, actor, trigger);
    const error = await refusal(service.updateTrigger(principal, actor, created.id, { name: '' }));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(triggers[0]!.name).toBe('Hot');
    expect(changes.map((c) => c.action)).toEqual(['trigger.create']);
  });

  it('keeps a trigger on its device: moving it to another device’s point is refused', async () => {
    const { service } = fakeAutomation();
    const created = await service.createTrigger(principal, actor, trigger);
    const error = (await refusal(service.updateTrigger(principal, actor, created.id, { pointId: 4 }))) as AppError;
    expect([error.code, error.field]).toEqual(['BAD_REQUEST', 'pointId']);
  });

  it('logs an edit with the row before and after, and a deletion with the row that was', async () => {
    const { service, changes, invalidated } = fakeAutomation();
    const created = await service.createTrigger(principal, actor, trigger);
    const before = { ...created };
    const after = await service.updateTrigger(principal, actor, created.id, { pointId: 3, minDurationMs: 500 });
    expect(after).toMatchObject({ pointId: 3, minDurationMs: 500, name: 'Hot' });
    expect(changes[1]).toEqual({ action: 'trigger.edit', objectType: 'trigger', objectId: created.id, before, after, companyId: 1 });
    expect(await service.removeTrigger(principal, actor, created.id)).toEqual({ id: created.id });
    expect(changes[2]).toMatchObject({ action: 'trigger.delete', objectId: created.id, companyId: 1 });
    expect(invalidated).toEqual([10, 10, 10]);
    expect((await refusal(service.getTrigger(principal, created.id))) as AppError).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets an assignment write only a writable point of its trigger’s device', async () => {
    const { service } = fakeAutomation();
    const { id: triggerId } = await service.createTrigger(principal, actor, trigger);
    const readOnly = (await refusal(
      service.createAssignment(principal, actor, { triggerId, name: 'Set', targetPointId: 3, source: 'constant', value: 1 }),
    )) as AppError;
    expect([readOnly.code, readOnly.field]).toEqual(['BAD_REQUEST', 'targetPointId']);
    const otherDevice = (await refusal(
      service.createAssignment(principal, actor, { triggerId, name: 'Set', targetPointId: 4, source: 'constant', value: 1 }),
    )) as AppError;
    expect(otherDevice.field).toBe('targetPointId');
    const created = await service.createAssignment(principal, actor, {
      triggerId,
      name: 'Set',
      targetPointId: 2,
      source: 'constant',
      value: 1,
    });
    expect(created).toMatchObject({ deviceId: 10, value: 1, sourcePointId: null, enabled: true });
  });
});
