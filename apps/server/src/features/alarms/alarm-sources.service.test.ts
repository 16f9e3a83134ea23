import type { Scope } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import type { AuditChange, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { AlarmSourceRow, AlarmSourcesRepository } from './alarm-sources.repository.js';
import { createAlarmSourcesService } from './alarm-sources.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const principal: UserPrincipal = { kind: 'user', tokenId: 1, userId: 1, userName: 'a', grade: 1, companyId: 1, demo: false, grants: {} };

/** Points 1-2 on device 10, point 3 on device 20 (company 1), point 9 of company 2; sources and open alarms in memory. */
function fakeSources() {
  const points = [
    { pointId: 1, deviceId: 10, projectId: 5, companyId: 1 },
    { pointId: 2, deviceId: 10, projectId: 5, companyId: 1 },
    { pointId: 3, deviceId: 20, projectId: 5, companyId: 1 },
    { pointId: 9, deviceId: 30, projectId: 6, companyId: 2 },
  ];
  const visible = (scope: Scope, row: { companyId: number }) => scope.kind === 'all' || row.companyId === scope.companyId;
  const sources: AlarmSourceRow[] = [];
  const open = new Map<number, { id: number; deviceId: number }[]>();
  const changes: AuditChange[] = [];
  const invalidated: number[] = [];
  const settled: number[] = [];
  const repo = {
    pointInScope: async (scope: Scope, id: number) => points.find((p) => p.pointId === id && visible(scope, p)),
    pointsOfDevice: async (deviceId: number, ids: readonly number[]) =>
      points.filter((p) => p.deviceId === deviceId && ids.includes(p.pointId)).map((p) => p.pointId),
    findSource: async (scope: Scope, id: number) => sources.find((s) => s.id === id && visible(scope, s)),
    insertSource: async (values: Omit<AlarmSourceRow, 'id'>) => {
      const row = { ...values, id: sources.length + 1 } as AlarmSourceRow;
      sources.push(row);
      return row;
    },
    updateSource: async (id: number, patch: Partial<AlarmSourceRow>) => {
      const at = sources.findIndex((s) => s.id === id);
      if (at < 0) return undefined;
      sources[at] = { ...sources[at]!, ...patch };
      return sources[at];
    },
    clearOpenOf: async (id: number) => {
      const alarms = open.get(id) ?? [];
      open.delete(id);
      return alarms;
    },
    deleteSource: async (id: number) => {
      sources.splice(
        sources.findIndex((s) => s.id === id),
        1,
      );
      const alarms = open.get(id) ?? [];
      open.delete(id);
      return alarms;
    },
  } as unknown as AlarmSourcesRepository;
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) } as unknown as AuditService;
  const engine = { invalidate: (deviceId: number) => void invalidated.push(deviceId), published: () => undefined };
  const notifier = { alarmSettled: async (id: number) => void settled.push(id) };
  const service = createAlarmSourcesService({ repo, engine, notifier, audit });
  return { service, sources, open, changes, invalidated, settled };
}

const source = { pointId: 1, name: 'Hot', level: 1, condition: { op: '>', value: 80 } } as const;

describe('alarm sources service', () => {
  it('creates a source on its point’s device with the defaults, reloads the device and logs it', async () => {
    const { service, changes, invalidated } = fakeSources();
    const created = await service.create(principal, actor, source as never);
    expect(created).toMatchObject({
      deviceId: 10,
      companyId: 1,
      deadband: 0,
      enabled: true,
      generateWorkOrder: false,
      recordedPointIds: [],
    });
    expect(invalidated).toEqual([10]);
    expect(changes).toEqual([
      { action: 'alarmSource.create', objectType: 'alarmSource', objectId: created.id, after: created, companyId: 1 },
    ]);
  });

  it('refuses a point the caller cannot see and recorded points of another device', async () => {
    const { service, sources } = fakeSources();
    expect(
      (await service.create(principal, actor, { ...source, pointId: 9 } as never).catch((e: AppError) => e)) as AppError,
    ).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'pointId',
    });
    expect(
      (await service.create(principal, actor, { ...source, recordedPointIds: [3] } as never).catch((e: AppError) => e)) as AppError,
    ).toMatchObject({ code: 'BAD_REQUEST', field: 'condition' });
    expect(sources).toEqual([]);
  });

  it('revalidates the merged source: enabling a count limit without a count is a 400', async () => {
    const { service, changes } = fakeSources();
    const created = await service.create(principal, actor, source as never);
    const error = await service.update(principal, actor, created.id, { maxCountEnabled: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(changes).toHaveLength(1);
  });

  it('disabling a source settles its open alarm; moving it reloads both devices and logs before and after', async () => {
    const { service, open, changes, invalidated, settled } = fakeSources();
    const created = await service.create(principal, actor, source as never);
    open.set(created.id, [{ id: 70, deviceId: 10 }]);
    await service.update(principal, actor, created.id, { enabled: false });
    expect(settled).toEqual([70]);
    const moved = await service.update(principal, actor, created.id, { pointId: 3 });
    expect(moved.deviceId).toBe(20);
    expect(invalidated).toEqual([10, 10, 10, 20]);
    expect(changes[2]).toMatchObject({
      action: 'alarmSource.edit',
      objectId: created.id,
      before: { deviceId: 10 },
      after: { deviceId: 20 },
    });
  });

  it('removing a source settles its open alarms and logs the source that was', async () => {
    const { service, open, changes, settled } = fakeSources();
    const created = await service.create(principal, actor, source as never);
    open.set(created.id, [{ id: 71, deviceId: 10 }]);
    expect(await service.remove(principal, actor, created.id)).toEqual({ id: created.id });
    expect(settled).toEqual([71]);
    expect(changes[1]).toEqual({
      action: 'alarmSource.delete',
      objectType: 'alarmSource',
      objectId: created.id,
      before: created,
      companyId: 1,
    });
    expect(await service.get(principal, created.id).catch((e: AppError) => e.code)).toBe('NOT_FOUND');
  });
});
