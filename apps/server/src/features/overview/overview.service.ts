import {
  ALARM_LEVELS,
  DEVICE_STATUSES,
  OVERVIEW_LATEST_ROWS,
  OVERVIEW_LIVE_DEVICES_MAX,
  OVERVIEW_OUTPUT_DEVICES_MAX,
  OVERVIEW_PROJECTS_MAX,
  can,
  counterPoint,
  isAlarmLevel,
  localDayStart,
  scopeOf,
  sumIncreases,
  type Overview,
  type OverviewOutput,
  type Scope,
  type WorkOrderListQuery,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import type { UserPrincipal } from '../auth/index.js';
import type { OverviewRepository } from './overview.repository.js';

/** What the overview reads of the work orders (their own scope rule: a grade 2 user also sees orders assigned to them). */
export interface OverviewWorkOrders {
  counts(
    scope: Scope,
    query: Pick<WorkOrderListQuery, 'projectId' | 'assigneeId'>,
    callerId: number,
  ): Promise<Record<WorkOrderStatus, number>>;
  list(
    scope: Scope,
    query: WorkOrderListQuery,
    callerId: number,
  ): Promise<{ items: { id: number; number: string; status: WorkOrderStatus; problem: string; projectId: number; createdAt: Date }[] }>;
}

export interface OverviewDeps {
  repo: OverviewRepository;
  workOrders: OverviewWorkOrders;
  /** The roll-ups this instance has not written yet (today's output reads them). */
  pending?: { flush(): Promise<void> };
  now?: () => Date;
}

/** The minute bucket that holds now is read too. */
const MINUTE_MS = 60_000;

/** The home page's fleet overview, within the caller's row scope. */
export function createOverviewService({ repo, workOrders, pending, now = () => new Date() }: OverviewDeps) {
  async function output(scope: Scope, projectId: number | undefined): Promise<OverviewOutput[]> {
    const candidates = await repo.counterCandidates(scope, OVERVIEW_OUTPUT_DEVICES_MAX, projectId);
    const byDevice = new Map<number, typeof candidates>();
    for (const candidate of candidates) byDevice.set(candidate.deviceId, [...(byDevice.get(candidate.deviceId) ?? []), candidate]);
    const chosen = [...byDevice.values()].flatMap((points) => counterPoint(points) ?? []);
    if (chosen.length === 0) return [];
    await pending?.flush();
    const at = now();
    // Each company counts from its own midnight: group the points by that instant.
    const bySince = new Map<number, typeof chosen>();
    for (const point of chosen) {
      const since = localDayStart(at, point.timeZone).getTime();
      bySince.set(since, [...(bySince.get(since) ?? []), point]);
    }
    const values = new Map<number, (number | null)[]>();
    for (const [since, group] of bySince) {
      const rows = await repo.hourlyIncreases(
        group.map((point) => point.pointId),
        new Date(since),
        new Date(at.getTime() + MINUTE_MS),
      );
      for (const row of rows) values.set(row.pointId, [...(values.get(row.pointId) ?? []), row.value]);
    }
    return chosen.map((point) => ({
      deviceId: point.deviceId,
      deviceName: point.deviceName,
      projectName: point.projectName,
      pointId: point.pointId,
      pointName: point.name,
      pointDescription: point.valueDescription,
      unit: point.unit,
      decimals: point.decimals,
      value: sumIncreases(values.get(point.pointId) ?? []),
      since: localDayStart(at, point.timeZone),
    }));
  }

  return {
    /** The caller's fleet, or only `projectId` of it (a large screen's project). */
    async overview(principal: UserPrincipal, projectId?: number): Promise<Overview> {
      const scope = scopeOf(principal);
      const mayViewAlarms = can({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, 'alarm_records', 'view');
      const statusRows = await repo.deviceStatusCounts(scope, projectId);
      const byStatus = Object.fromEntries(
        DEVICE_STATUSES.map((s) => [s, statusRows.find((r) => r.status === s)?.n ?? 0]),
      ) as Overview['devices']['byStatus'];
      const orders = await workOrders.list(
        scope,
        { page: 1, pageSize: OVERVIEW_LATEST_ROWS, ...(projectId ? { projectId } : {}) },
        principal.userId,
      );
      const projectNames = await repo.projectNames([...new Set(orders.items.map((order) => order.projectId))]);
      let alarms: Overview['alarms'] = null;
      if (mayViewAlarms) {
        const levelRows = await repo.openAlarmCounts(scope, projectId);
        const latest = await repo.latestAlarms(scope, OVERVIEW_LATEST_ROWS, projectId);
        alarms = {
          byLevel: Object.fromEntries(
            ALARM_LEVELS.map((level) => [String(level), levelRows.filter((r) => r.level === level).reduce((n, r) => n + r.n, 0)]),
          ) as NonNullable<Overview['alarms']>['byLevel'],
          latest: latest.flatMap((alarm) => (isAlarmLevel(alarm.level) ? [{ ...alarm, level: alarm.level }] : [])),
        };
      }
      return {
        devices: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
        liveDeviceIds: await repo.deviceIds(scope, OVERVIEW_LIVE_DEVICES_MAX, projectId),
        alarms,
        workOrders: {
          byStatus: await workOrders.counts(scope, projectId ? { projectId } : {}, principal.userId),
          latest: orders.items.map((order) => ({
            id: order.id,
            number: order.number,
            status: order.status,
            problem: order.problem,
            projectName: projectNames.get(order.projectId) ?? null,
            createdAt: order.createdAt,
          })),
        },
        projects: await repo.projects(scope, OVERVIEW_PROJECTS_MAX, projectId),
        output: await output(scope, projectId),
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
