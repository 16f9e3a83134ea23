import {
  DEFAULT_RECURRENCE_WINDOW_S,
  DEFAULT_VERIFICATION_WINDOW_S,
  computeReliability,
  scopeOf,
  trendBuckets,
  type OrderEvidence,
  type ReliabilityAnswer,
  type ReliabilityGroup,
  type ReliabilityQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { WorkOrdersRepository } from '../work-orders/index.js';
import type { OrderWithAssignee, ReliabilityRepository, ScopedDevice } from './reliability.repository.js';
import type { VerificationRepository } from './verification.repository.js';

const DAY = 86_400_000;

/** The caller's own company (the platform administrator has none to set). */
function companyOf(principal: UserPrincipal): number {
  if (principal.companyId === null) throw new AppError('BAD_REQUEST');
  return principal.companyId;
}

function groupsOf(by: ReliabilityGroup, devices: ScopedDevice[], orders: OrderWithAssignee[]) {
  const groups = new Map<number, { name: string; deviceIds: Set<number>; orders?: OrderWithAssignee[] }>();
  const add = (id: number | null, name: string | null, deviceId: number, order?: OrderWithAssignee) => {
    if (id === null) return;
    const group = groups.get(id) ?? { name: name ?? `#${id}`, deviceIds: new Set<number>(), ...(order ? { orders: [] } : {}) };
    group.deviceIds.add(deviceId);
    if (order) group.orders!.push(order);
    groups.set(id, group);
  };
  if (by === 'technician') for (const order of orders) add(order.assigneeId, order.assigneeName, order.deviceId!, order);
  else
    for (const d of devices) {
      if (by === 'device') add(d.id, d.name, d.id);
      else if (by === 'deviceType') add(d.deviceTypeId, d.typeName, d.id);
      else if (by === 'project') add(d.projectId, d.projectName, d.id);
      else add(d.customerId, d.customerName, d.id);
    }
  return groups;
}

/** Reliability figures in the caller's scope (issue 39) and the hand confirmation of an alarm order. */
export function createReliabilityService({
  repo,
  orders: orderRepo,
  samples,
  audit,
  now = () => new Date(),
}: {
  repo: ReliabilityRepository;
  orders: Pick<WorkOrdersRepository, 'find'>;
  samples: Pick<VerificationRepository, 'samplesAround'>;
  audit: AuditService;
  now?: () => Date;
}) {
  return {
    async figures(principal: UserPrincipal, query: ReliabilityQuery): Promise<ReliabilityAnswer> {
      const { from, to, by } = query;
      const devices = await repo.devices(scopeOf(principal));
      const deviceIds = devices.map((d) => d.id);
      const [alarms, orders, states] = await Promise.all([
        repo.alarms(deviceIds, from, to),
        repo.orders(deviceIds, from, to),
        repo.states(deviceIds, from, to),
      ]);
      const period = { from: from.getTime(), to: to.getTime() };
      const at = now().getTime();
      const figuresOf = (ids: number[], own: typeof orders, p = period) =>
        computeReliability({ period: p, deviceIds: ids, alarms, orders: own, states, now: at });
      const rows = [...groupsOf(by, devices, orders).entries()]
        .filter(([id]) => query.id === undefined || id === query.id)
        .map(([id, group]) => ({ id, name: group.name, figures: figuresOf([...group.deviceIds], group.orders ?? orders) }))
        .sort((a, b) => b.figures.failures - a.figures.failures || a.name.localeCompare(b.name));
      const scoped = query.id === undefined ? deviceIds : [...(groupsOf(by, devices, orders).get(query.id)?.deviceIds ?? [])];
      const scopedOrders = by === 'technician' && query.id !== undefined ? orders.filter((o) => o.assigneeId === query.id) : orders;
      const days = Math.ceil((period.to - period.from) / DAY);
      const buckets = trendBuckets(period, days <= 31 ? days : Math.min(24, Math.ceil(days / 7)));
      return {
        by,
        from: from.toISOString(),
        to: to.toISOString(),
        total: figuresOf(scoped, scopedOrders),
        rows,
        trend: buckets.map((bucket) => {
          const f = figuresOf(scoped, scopedOrders, bucket);
          return {
            from: new Date(bucket.from).toISOString(),
            to: new Date(bucket.to).toISOString(),
            failures: f.failures,
            repaired: f.repaired,
            mttrMs: f.mttrMs,
            availability: f.availability,
          };
        }),
      };
    },

    /**
     * The order page's view of the data: the alarm's point live while the order is handled, and the
     * chart around the failure (the evidence kept once judged, else the samples up to now).
     */
    async evidence(principal: UserPrincipal, id: number): Promise<OrderEvidence> {
      const order = await orderRepo.find(scopeOf(principal), id);
      if (!order) throw new AppError('NOT_FOUND');
      const alarm = order.alarmId === null ? undefined : await repo.orderAlarm(order.alarmId);
      const kept = order.verificationEvidence ?? null;
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        state: order.verification,
        verifiedAt: iso(order.verifiedAt),
        repeatCount: order.repeatCount,
        followUpOf: order.followUpOf,
        evidence: kept,
        verificationWindowS: alarm ? (alarm.verificationWindowS ?? DEFAULT_VERIFICATION_WINDOW_S) : null,
        recurrenceWindowS: alarm ? (alarm.recurrenceWindowS ?? DEFAULT_RECURRENCE_WINDOW_S) : null,
        alarm: alarm
          ? {
              id: alarm.id,
              name: alarm.name,
              level: alarm.level,
              pointId: alarm.pointId,
              pointName: alarm.pointName,
              unit: alarm.unit,
              pointDescription: alarm.pointDescription,
              decimals: alarm.decimals,
              dataType: alarm.dataType,
              displayFormat: alarm.displayFormat,
              multiSegment: alarm.multiSegment,
              statusWords: alarm.statusWords,
              raisedAt: alarm.raisedAt.toISOString(),
              clearedAt: iso(alarm.clearedAt),
            }
          : null,
        live: alarm?.liveAt ? { value: alarm.liveValue, text: alarm.liveText, at: alarm.liveAt.toISOString() } : null,
        samples: kept?.samples.length ? kept.samples : alarm ? await samples.samplesAround(alarm.pointId, alarm.raisedAt, now()) : [],
      };
    },

    recurrenceAction: (principal: UserPrincipal) => repo.recurrenceAction(companyOf(principal)),

    async setRecurrenceAction(principal: UserPrincipal, actor: Actor, recurrenceAction: 'reopen' | 'follow_up') {
      const companyId = companyOf(principal);
      const before = await repo.recurrenceAction(companyId);
      await repo.setRecurrenceAction(companyId, recurrenceAction);
      await audit.change(actor, {
        action: 'company.edit',
        objectType: 'company',
        objectId: companyId,
        before: { recurrenceAction: before },
        after: { recurrenceAction },
        companyId,
      });
      return recurrenceAction;
    },

    /** A dispatcher closes an alarm order's verification by hand, with the reason logged (awaiting or not verifiable only). */
    async confirm(principal: UserPrincipal, actor: Actor, id: number, reason: string) {
      const order = await orderRepo.find(scopeOf(principal), id);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'completed' || (order.verification !== 'awaiting' && order.verification !== 'not_verifiable'))
        throw new AppError('ILLEGAL_STATE', { state: order.verification ?? '-' }, 'error.verificationState');
      const after = await repo.confirm({ id, version: order.version, status: 'completed' }, principal.userId, reason, now());
      if (!after) throw new AppError('ILLEGAL_STATE', { state: order.verification }, 'error.verificationState');
      await audit.change(actor, {
        action: 'workOrder.verify',
        objectType: 'workOrder',
        objectId: id,
        before: order,
        after,
        companyId: order.companyId,
      });
      return after;
    },
  };
}

export type ReliabilityService = ReturnType<typeof createReliabilityService>;
