import {
  AlarmSourceCreateSchema,
  comparisonsOf,
  scopeOf,
  type AlarmSourceCreate,
  type AlarmSourceListQuery,
  type AlarmSourceUpdate,
  DEFAULT_RECURRENCE_WINDOW_S,
  DEFAULT_VERIFICATION_WINDOW_S,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites, mergedPatch } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { Notifier } from '../notifications/index.js';
import type { AlarmEngine } from './alarm-engine.js';
import type { AlarmSourceInsert, AlarmSourceRow, AlarmSourcesRepository } from './alarm-sources.repository.js';

/**
 * Alarm sources: a condition on a point the caller may see, reading only points of the same
 * device. Every change reloads the device's sources in the engine.
 */
export function createAlarmSourcesService({
  repo,
  engine,
  notifier,
  audit,
}: {
  repo: AlarmSourcesRepository;
  engine: Pick<AlarmEngine, 'invalidate' | 'published'>;
  notifier: Pick<Notifier, 'alarmSettled'>;
  audit: AuditService;
}) {
  const writes = auditedWrites<AlarmSourceRow>({ audit, objectType: 'alarmSource', updateVerb: 'edit' });
  /** Where a source sits: its point's company, project and device. */
  const placed = (point: { companyId: number; projectId: number; deviceId: number }) => ({
    companyId: point.companyId,
    projectId: point.projectId,
    deviceId: point.deviceId,
  });

  async function load(principal: UserPrincipal, id: number): Promise<AlarmSourceRow> {
    const source = await repo.findSource(scopeOf(principal), id);
    if (!source) throw new AppError('NOT_FOUND');
    return source;
  }

  /** The point and its device for a source, checking every other point it reads is on that device. */
  async function placement(principal: UserPrincipal, input: AlarmSourceCreate) {
    const point = await repo.pointInScope(scopeOf(principal), input.pointId);
    if (!point) throw new AppError('BAD_REQUEST', {}, 'error.alarmPoint', 'pointId');
    const others = new Set<number>();
    for (const c of comparisonsOf(input.condition)) if (c.pointId !== undefined) others.add(c.pointId);
    for (const id of input.recordedPointIds ?? []) others.add(id);
    others.delete(point.pointId);
    const found = await repo.pointsOfDevice(point.deviceId, [...others]);
    if (found.length !== others.size) throw new AppError('BAD_REQUEST', {}, 'error.alarmPoint', 'condition');
    return point;
  }

  function columns(input: AlarmSourceCreate): Omit<AlarmSourceInsert, 'companyId' | 'projectId' | 'deviceId'> {
    return {
      pointId: input.pointId,
      name: input.name,
      level: input.level,
      condition: input.condition,
      deadband: input.deadband ?? 0,
      minDurationMs: input.minDurationMs ?? 0,
      maxCountEnabled: input.maxCountEnabled ?? false,
      maxCount: input.maxCount ?? null,
      generateWorkOrder: input.generateWorkOrder ?? false,
      recordedPointIds: [...new Set(input.recordedPointIds ?? [])],
      description: input.description ?? null,
      textZh: input.textZh ?? null,
      textEn: input.textEn ?? null,
      enabled: input.enabled ?? true,
      verificationWindowS: input.verificationWindowS ?? DEFAULT_VERIFICATION_WINDOW_S,
      recurrenceWindowS: input.recurrenceWindowS ?? DEFAULT_RECURRENCE_WINDOW_S,
    };
  }

  /** The stored source as a request body, for merging with a change. */
  const editable = (row: AlarmSourceRow) => ({
    pointId: row.pointId,
    name: row.name,
    level: row.level,
    condition: row.condition,
    deadband: row.deadband,
    minDurationMs: row.minDurationMs,
    maxCountEnabled: row.maxCountEnabled,
    maxCount: row.maxCount,
    generateWorkOrder: row.generateWorkOrder,
    recordedPointIds: row.recordedPointIds,
    description: row.description,
    textZh: row.textZh,
    textEn: row.textEn,
    enabled: row.enabled,
    verificationWindowS: row.verificationWindowS,
    recurrenceWindowS: row.recurrenceWindowS,
  });

  /** Clears what a removed or disabled source left open. */
  async function settle(alarms: Awaited<ReturnType<AlarmSourcesRepository['deleteSource']>>) {
    for (const alarm of alarms) {
      engine.published(alarm.deviceId, alarm);
      await notifier.alarmSettled(alarm.id).catch(() => undefined);
    }
  }

  return {
    list: (principal: UserPrincipal, query: AlarmSourceListQuery) => repo.listSources(scopeOf(principal), query),

    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: AlarmSourceCreate) {
      const point = await placement(principal, input);
      return writes.create(actor, async () => {
        const source = await repo.insertSource({ ...columns(input), ...placed(point) });
        engine.invalidate(source.deviceId);
        return source;
      });
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: AlarmSourceUpdate) {
      const before = await load(principal, id);
      const merged = mergedPatch(AlarmSourceCreateSchema, editable(before), patch);
      const point = await placement(principal, merged);
      return writes.update(actor, before, async () => {
        const after = await repo.updateSource(id, { ...columns(merged), ...placed(point) });
        if (!after) return undefined;
        // A disabled or moved source leaves no open alarm behind.
        if (!after.enabled || after.pointId !== before.pointId) await settle(await repo.clearOpenOf(id));
        engine.invalidate(before.deviceId);
        if (after.deviceId !== before.deviceId) engine.invalidate(after.deviceId);
        return after;
      });
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, before, async () => {
        await settle(await repo.deleteSource(id));
        engine.invalidate(before.deviceId);
      });
      return { id };
    },
  };
}

export type AlarmSourcesService = ReturnType<typeof createAlarmSourcesService>;
