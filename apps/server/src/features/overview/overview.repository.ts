import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { INTEGER_TYPES, type DeviceStatusName, type Scope } from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { alarms, companies, devices, points, projects } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

/** A stored counter-type point of a device in scope, with where its day starts (the company's zone). */
export interface CounterCandidate {
  pointId: number;
  deviceId: number;
  deviceName: string;
  projectName: string;
  timeZone: string;
  name: string;
  dataType: number;
  save: boolean;
  unit: string | null;
  decimals: number;
  valueDescription: string | null;
}

/**
 * The home page's figures: every query is scoped by the caller's projects, and by one project when
 * `projectId` is given (a large screen's overview shows its own project only).
 */
export function createOverviewRepository(db: Database) {
  const within = (scope: Scope, projectId: number | undefined) =>
    and(projectScopeCondition(db, scope), projectId === undefined ? undefined : eq(projects.id, projectId));

  /** The first `limit` devices in scope (by id). */
  async function deviceIds(scope: Scope, limit: number, projectId?: number): Promise<number[]> {
    const rows = await db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(within(scope, projectId))
      .orderBy(asc(devices.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  return {
    /** Devices per state. */
    async deviceStatusCounts(scope: Scope, projectId?: number): Promise<{ status: DeviceStatusName; n: number }[]> {
      return db
        .select({ status: devices.status, n: count() })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(within(scope, projectId))
        .groupBy(devices.status);
    },

    /** Devices to follow on the stream. */
    deviceIds,

    /** Open alarms (active or acknowledged) per level. */
    async openAlarmCounts(scope: Scope, projectId?: number): Promise<{ level: number; n: number }[]> {
      return db
        .select({ level: alarms.level, n: count() })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .where(and(within(scope, projectId), ne(alarms.state, 'cleared')))
        .groupBy(alarms.level);
    },

    /** The newest alarms, whatever their state. */
    async latestAlarms(scope: Scope, limit: number, projectId?: number) {
      return db
        .select({
          id: alarms.id,
          level: alarms.level,
          state: alarms.state,
          name: alarms.name,
          textZh: alarms.textZh,
          textEn: alarms.textEn,
          deviceId: alarms.deviceId,
          deviceName: devices.name,
          projectName: projects.name,
          raisedAt: alarms.raisedAt,
        })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .where(within(scope, projectId))
        .orderBy(desc(alarms.raisedAt), desc(alarms.id))
        .limit(limit);
    },

    /** Projects with their device count, newest first. */
    async projects(scope: Scope, limit: number, projectId?: number) {
      return db
        .select({ id: projects.id, name: projects.name, location: projects.location, devices: count(devices.id) })
        .from(projects)
        .leftJoin(devices, eq(devices.projectId, projects.id))
        .where(within(scope, projectId))
        .groupBy(projects.id)
        .orderBy(desc(projects.id))
        .limit(limit);
    },

    /** Project names by id (the latest orders name their project). */
    async projectNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Stored counter-type points of the first `deviceLimit` devices in scope (by id). */
    async counterCandidates(scope: Scope, deviceLimit: number, projectId?: number): Promise<CounterCandidate[]> {
      const ids = await deviceIds(scope, deviceLimit, projectId);
      if (ids.length === 0) return [];
      return db
        .select({
          pointId: points.id,
          deviceId: devices.id,
          deviceName: devices.name,
          projectName: projects.name,
          timeZone: companies.timeZone,
          name: points.name,
          dataType: points.dataType,
          save: points.save,
          unit: points.unit,
          decimals: points.decimals,
          valueDescription: points.valueDescription,
        })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .innerJoin(companies, eq(companies.id, devices.companyId))
        .where(and(inArray(devices.id, ids), eq(points.save, true), inArray(points.dataType, [...INTEGER_TYPES])))
        .orderBy(asc(devices.id), asc(points.id));
    },

    /**
     * Per point, the increase (max − min) in each hour from `from`, as the device page's hourly
     * output counts it, read from the 1-minute roll-ups (minutes nest in the hours of every zone).
     */
    async hourlyIncreases(pointIds: readonly number[], from: Date, to: Date): Promise<{ pointId: number; value: number | null }[]> {
      if (pointIds.length === 0) return [];
      const result = await db.execute(sql`
        select point_id as "pointId",
               max(max) - min(min) as value
        from samples_1m
        where point_id in (${sql.join(
          pointIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and bucket >= ${from.toISOString()}::timestamptz and bucket < ${to.toISOString()}::timestamptz
        group by point_id, floor(extract(epoch from (bucket - ${from.toISOString()}::timestamptz)) / 3600)`);
      return rowsOf<{ pointId: number; value: number | string | null }>(result).map((row) => ({
        pointId: Number(row.pointId),
        value: row.value === null ? null : Number(row.value),
      }));
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
