import {
  ALARM_STATISTICS_MAX_DAYS,
  alarmActionAllowed,
  scopeOf,
  type AlarmCountsQuery,
  type AlarmListQuery,
  type AlarmStatisticsQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { Notifier } from '../notifications/index.js';
import type { AlarmEngine } from './alarm-engine.js';
import type { AlarmRow, AlarmsRepository } from './alarms.repository.js';

const DAY_MS = 86_400_000;
const EXPORT_MAX_ROWS = 10_000;
/** Statistics without a range cover the last 30 days. */
const DEFAULT_STATISTICS_DAYS = 30;

/** Alarm records: lists, counts, statistics, and the two things a person does (acknowledge, clear). */
export function createAlarmsService({
  repo,
  engine,
  notifier,
  audit,
}: {
  repo: AlarmsRepository;
  engine: Pick<AlarmEngine, 'published' | 'clearedByHand'>;
  notifier: Pick<Notifier, 'alarmSettled'>;
  audit: AuditService;
}) {
  async function load(principal: UserPrincipal, id: number) {
    const alarm = await repo.findAlarm(scopeOf(principal), id);
    if (!alarm) throw new AppError('NOT_FOUND');
    return alarm;
  }

  const illegal = (action: 'acknowledge' | 'clear', state: string) =>
    new AppError(
      'ILLEGAL_STATE',
      { state, action },
      action === 'acknowledge' && state !== 'cleared' ? 'error.alarmNotActive' : 'error.alarmCleared',
    );

  async function settled(principal: UserPrincipal, actor: Actor, action: 'acknowledge' | 'clear', row: AlarmRow, before: object) {
    engine.published(row.deviceId, row);
    if (action === 'clear') engine.clearedByHand(row.deviceId, row.sourceId);
    await notifier.alarmSettled(row.id).catch(() => undefined);
    await audit.change(actor, {
      action: `alarm.${action}`,
      objectType: 'alarm',
      objectId: row.id,
      before,
      after: row,
      companyId: row.companyId,
    });
    return load(principal, row.id);
  }

  return {
    list: (principal: UserPrincipal, query: AlarmListQuery) => repo.listAlarms(scopeOf(principal), query),
    get: load,
    /** Every alarm the filters select, newest first, for the export. */
    exportRows: async (principal: UserPrincipal, query: AlarmListQuery) =>
      (await repo.listAlarms(scopeOf(principal), { ...query, page: 1, pageSize: EXPORT_MAX_ROWS })).items,
    activeCounts: (principal: UserPrincipal, query: AlarmCountsQuery) => repo.activeCounts(scopeOf(principal), query),

    async statistics(principal: UserPrincipal, query: AlarmStatisticsQuery) {
      const to = query.to ?? new Date();
      const from = query.from ?? new Date(to.getTime() - DEFAULT_STATISTICS_DAYS * DAY_MS);
      if (to.getTime() - from.getTime() > ALARM_STATISTICS_MAX_DAYS * DAY_MS)
        throw new AppError('VALIDATION_FAILED', {}, 'validation.alarmRange', 'from');
      const stats = await repo.statistics(scopeOf(principal), { from, to, projectId: query.projectId, deviceId: query.deviceId });
      return { from, to, ...stats };
    },

    /** Active -> acknowledged; 409 when the alarm is not active (or someone else was first). */
    async acknowledge(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (!alarmActionAllowed('acknowledge', before.state)) throw illegal('acknowledge', before.state);
      const row = await repo.acknowledge(id, principal.userId);
      if (!row) throw illegal('acknowledge', (await load(principal, id)).state);
      return settled(principal, actor, 'acknowledge', row, before);
    },

    /** Active or acknowledged -> cleared by this person; 409 when already cleared. */
    async clear(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (!alarmActionAllowed('clear', before.state)) throw illegal('clear', before.state);
      const row = await repo.clear(id, principal.userId);
      if (!row) throw illegal('clear', 'cleared');
      return settled(principal, actor, 'clear', row, before);
    },
  };
}

export type AlarmsService = ReturnType<typeof createAlarmsService>;
