import { aliasedTable, and, count, desc, eq, gte, ilike, inArray, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { type AlarmCountsQuery, type AlarmListQuery, type RecordedValue, type Scope } from '@fieldlink/domain';
import { joinOpenAlarmOrder, openWorkOrder, orderWatchingSource } from '../work-orders/index.js';
import { rowsOf, urgently, type Database } from '../../db/client.js';
import { createAlarmPointsRepository } from './alarm-points.repository.js';
import { alarmSources, alarms, companies, devices, points, projects, users } from '../../db/schema/index.js';
import { escapeLike, pointReadingColumnsAs, projectScopeCondition, countedPage } from '../../db/sql.js';

export type { AlarmSourceInsert, AlarmSourceRow } from './alarm-sources.repository.js';
export type AlarmRow = typeof alarms.$inferSelect;
/** A raised alarm; `orderOpened` false when it joined its source's open order rather than opening one. */
export type RaisedAlarm = AlarmRow & { orderOpened?: boolean };
export type AlarmInsert = Omit<
  typeof alarms.$inferInsert,
  'id' | 'state' | 'acknowledgedAt' | 'acknowledgedBy' | 'clearedAt' | 'clearedBy' | 'workOrderId'
>;

/** The repair order an alarm opens with it. */
export interface AlarmWorkOrder {
  problem: string;
  /** The same problem in English (shown to en-US users until a person edits it). */
  problemEn: string;
  contactName: string;
  contactPhone: string;
}

const ackUsers = aliasedTable(users, 'ack_users');
const clearUsers = aliasedTable(users, 'clear_users');

/** An alarm as the API shows it (names of its device, project, point and the people who acted). */
const alarmColumns = {
  id: alarms.id,
  alarmSourceId: alarms.sourceId,
  geofenceId: alarms.geofenceId,
  companyId: alarms.companyId,
  projectId: alarms.projectId,
  deviceId: alarms.deviceId,
  pointId: alarms.pointId,
  name: alarms.name,
  level: alarms.level,
  state: alarms.state,
  value: alarms.value,
  textZh: alarms.textZh,
  textEn: alarms.textEn,
  recorded: alarms.recorded,
  raisedAt: alarms.raisedAt,
  acknowledgedAt: alarms.acknowledgedAt,
  acknowledgedBy: alarms.acknowledgedBy,
  acknowledgedByName: ackUsers.userName,
  clearedAt: alarms.clearedAt,
  clearedBy: alarms.clearedBy,
  clearedByName: clearUsers.userName,
  workOrderId: alarms.workOrderId,
  deviceName: devices.name,
  projectName: projects.name,
  // The point's reading fields under the names of AlarmSchema (the domain's `alarmPoint` reads them back).
  ...pointReadingColumnsAs({
    name: 'pointName',
    unit: 'pointUnit',
    decimals: 'pointDecimals',
    dataType: 'pointDataType',
    displayFormat: 'pointDisplayFormat',
    valueDescription: 'pointDescription',
    multiSegment: 'pointWords',
    statusWords: 'pointStatusWords',
  }),
};

export function createAlarmsRepository(db: Database) {
  const alarmQuery = () =>
    db
      .select(alarmColumns)
      .from(alarms)
      .innerJoin(projects, eq(projects.id, alarms.projectId))
      .innerJoin(devices, eq(devices.id, alarms.deviceId))
      .leftJoin(points, eq(points.id, alarms.pointId))
      .leftJoin(ackUsers, eq(ackUsers.id, alarms.acknowledgedBy))
      .leftJoin(clearUsers, eq(clearUsers.id, alarms.clearedBy));

  function alarmFilters(scope: Scope, query: Partial<AlarmListQuery>): SQL | undefined {
    const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
    if (query.state === 'open') where.push(ne(alarms.state, 'cleared'));
    else if (query.state) where.push(eq(alarms.state, query.state));
    if (query.level) where.push(eq(alarms.level, query.level));
    if (query.projectId) where.push(eq(alarms.projectId, query.projectId));
    if (query.deviceId) where.push(eq(alarms.deviceId, query.deviceId));
    if (query.pointId) where.push(eq(alarms.pointId, query.pointId));
    if (query.alarmSourceId) where.push(eq(alarms.sourceId, query.alarmSourceId));
    if (query.companyId) where.push(eq(alarms.companyId, query.companyId));
    if (query.from) where.push(gte(alarms.raisedAt, query.from));
    if (query.to) where.push(lte(alarms.raisedAt, query.to));
    if (query.keyword) {
      const like = `%${escapeLike(query.keyword)}%`;
      where.push(or(ilike(alarms.name, like), ilike(alarms.textZh, like), ilike(alarms.textEn, like), ilike(devices.name, like)));
    }
    return and(...where);
  }

  /** The open alarm `which` picks (of a source, of a geofence), cleared by nobody: the value or the position did it. */
  async function clearOpenWhere(which: SQL, at: Date): Promise<AlarmRow | undefined> {
    const [row] = await urgently(() =>
      db
        .update(alarms)
        .set({ state: 'cleared', clearedAt: at, clearedBy: null })
        .where(and(which, ne(alarms.state, 'cleared')))
        .returning(),
    );
    return row;
  }

  return {
    /** What evaluation needs of a device: its enabled sources, their open alarms and today's counts. */
    async evaluationOf(deviceId: number, dayStart: Date) {
      const sources = await db
        .select()
        .from(alarmSources)
        .where(and(eq(alarmSources.deviceId, deviceId), eq(alarmSources.enabled, true)));
      if (sources.length === 0) return { sources, open: [], today: [] };
      const ids = sources.map((s) => s.id);
      const open = await db
        .select({ id: alarms.id, sourceId: alarms.sourceId })
        .from(alarms)
        .where(and(inArray(alarms.sourceId, ids), ne(alarms.state, 'cleared')));
      const today = await db
        .select({ sourceId: alarms.sourceId, n: count() })
        .from(alarms)
        .where(and(inArray(alarms.sourceId, ids), gte(alarms.raisedAt, dayStart)))
        .groupBy(alarms.sourceId);
      return { sources, open, today };
    },

    ...createAlarmPointsRepository(db),

    /** Who to call about an alarm's order: the company's contact, else its administrator. */
    async contactOf(companyId: number): Promise<{ name: string | null; phone: string | null }> {
      const [company] = await db
        .select({ name: companies.contactName, phone: companies.contactPhone, companyName: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (company?.phone) return { name: company.name ?? company.companyName, phone: company.phone };
      const [admin] = await db
        .select({ name: users.userName, phone: users.phone })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.grade, 1)))
        .orderBy(users.id)
        .limit(1);
      return { name: admin?.name ?? company?.companyName ?? null, phone: admin?.phone ?? null };
    },

    /**
     * A new alarm, and its repair order when asked, in one transaction. Undefined when the source
     * already has an alarm that is not cleared (another instance raised it): nothing is written.
     * A source (or geofence) whose order is still open adds the alarm to that order, logged on it
     * (`orderOpened` false), instead of opening another.
     */
    async raise(values: AlarmInsert & { id?: number }, order?: AlarmWorkOrder, now = new Date()): Promise<RaisedAlarm | undefined> {
      // Without a repair order the raise is one statement (atomic by itself): no transaction around
      // it, so the alarm's frame waits for one round to the database, not three.
      // Urgent (embedded PGlite's thread): the alarm's frame waits for this write, not for the
      // batch inserts and look-ups queued before it.
      if (!order) {
        const [alarm] = await urgently(() => db.insert(alarms).values(values).onConflictDoNothing().returning());
        return alarm;
      }
      return urgently(() =>
        db.transaction(async (tx) => {
          const [alarm] = await tx.insert(alarms).values(values).onConflictDoNothing().returning();
          if (!alarm || !order) return alarm;
          const origin =
            values.sourceId != null
              ? eq(alarms.sourceId, values.sourceId)
              : values.geofenceId != null
                ? eq(alarms.geofenceId, values.geofenceId)
                : undefined;
          const joined = origin && (await joinOpenAlarmOrder(tx, origin, order));
          if (joined) {
            const [linked] = await tx.update(alarms).set({ workOrderId: joined.id }).where(eq(alarms.id, alarm.id)).returning();
            return { ...(linked ?? alarm), orderOpened: false };
          }
          // A repair of this source is still being judged or reworked: no second order (issue 39).
          if (values.sourceId && (await orderWatchingSource(tx, values.sourceId, now)) !== undefined) return alarm;
          const created = await openWorkOrder(
            tx,
            {
              companyId: values.companyId,
              projectId: values.projectId,
              deviceId: values.deviceId,
              kind: 'repair',
              source: 'alarm',
              alarmId: alarm.id,
              problem: order.problem,
              problemEn: order.problemEn,
              contactName: order.contactName,
              contactPhone: order.contactPhone,
            },
            { byUserId: null, now, skipDuplicate: true },
          );
          if (!created) return alarm;
          const [linked] = await tx.update(alarms).set({ workOrderId: created.id }).where(eq(alarms.id, alarm.id)).returning();
          return linked ?? alarm;
        }),
      );
    },

    /**
     * Ids taken from the alarms' sequence ahead of need, so a raise can push its frame before its row
     * is written. An id taken and never used is a gap in the numbering, nothing more.
     */
    async reserveAlarmIds(n: number): Promise<number[]> {
      const result = await db.execute(sql`select nextval(pg_get_serial_sequence('alarms', 'id'))::int as id from generate_series(1, ${n})`);
      return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
    },

    /** The open alarm of a source, cleared by the value (nobody). */
    clearOpenOfSource: (sourceId: number, at = new Date()) => clearOpenWhere(eq(alarms.sourceId, sourceId), at),

    /** The open alarm of a geofence, cleared by the position (nobody). */
    clearOpenOfGeofence: (geofenceId: number, at = new Date()) => clearOpenWhere(eq(alarms.geofenceId, geofenceId), at),

    async openAlarmOfSource(sourceId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(eq(alarms.sourceId, sourceId), ne(alarms.state, 'cleared')));
      return row?.id;
    },

    async listAlarms(scope: Scope, query: AlarmListQuery) {
      const condition = alarmFilters(scope, query);
      return countedPage(
        query,
        db
          .select({ n: count() })
          .from(alarms)
          .innerJoin(projects, eq(projects.id, alarms.projectId))
          .innerJoin(devices, eq(devices.id, alarms.deviceId))
          .where(condition),
        ({ limit, offset }) => alarmQuery().where(condition).orderBy(desc(alarms.raisedAt), desc(alarms.id)).limit(limit).offset(offset),
      );
    },

    async findAlarm(scope: Scope, id: number) {
      const [row] = await alarmQuery().where(and(eq(alarms.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    /** Active -> acknowledged, only if still active. */
    async acknowledge(id: number, userId: number, at = new Date()): Promise<AlarmRow | undefined> {
      const [row] = await db
        .update(alarms)
        .set({ state: 'acknowledged', acknowledgedAt: at, acknowledgedBy: userId })
        .where(and(eq(alarms.id, id), eq(alarms.state, 'active')))
        .returning();
      return row;
    },

    /** Active or acknowledged -> cleared by a person, only if not cleared yet. */
    async clear(id: number, userId: number, at = new Date()): Promise<AlarmRow | undefined> {
      const [row] = await db
        .update(alarms)
        .set({ state: 'cleared', clearedAt: at, clearedBy: userId })
        .where(and(eq(alarms.id, id), ne(alarms.state, 'cleared')))
        .returning();
      return row;
    },

    /** Open alarms per project and per device (unacknowledged ones counted apart), highest level. */
    async activeCounts(scope: Scope, query: AlarmCountsQuery) {
      const condition = alarmFilters(scope, { state: 'open', ...query });
      const unacknowledged = sql<number>`count(*) filter (where ${alarms.state} = 'active')`.mapWith(Number);
      const byDevice = await db
        .select({ deviceId: alarms.deviceId, projectId: alarms.projectId, open: count(), unacknowledged, maxLevel: max(alarms.level) })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .where(condition)
        .groupBy(alarms.deviceId, alarms.projectId);
      const perProject = new Map<number, { projectId: number; open: number; unacknowledged: number; maxLevel: number }>();
      for (const row of byDevice) {
        const p = perProject.get(row.projectId) ?? { projectId: row.projectId, open: 0, unacknowledged: 0, maxLevel: 0 };
        p.open += row.open;
        p.unacknowledged += row.unacknowledged;
        p.maxLevel = Math.max(p.maxLevel, row.maxLevel ?? 0);
        perProject.set(row.projectId, p);
      }
      return {
        byProject: [...perProject.values()],
        byDevice: byDevice.map((row) => ({ ...row, maxLevel: row.maxLevel ?? 0 })),
      };
    },

    /** Alarms raised in [from, to] by level, by day (UTC) and by device. */
    async statistics(scope: Scope, query: { from: Date; to: Date; projectId?: number | undefined; deviceId?: number | undefined }) {
      const condition = alarmFilters(scope, query);
      const day = sql<string>`to_char(${alarms.raisedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const byLevel = await db
        .select({ level: alarms.level, count: count() })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .where(condition)
        .groupBy(alarms.level)
        .orderBy(alarms.level);
      const byDay = await db
        .select({ day, count: count() })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .where(condition)
        .groupBy(day)
        .orderBy(day);
      const byDevice = await db
        .select({ deviceId: alarms.deviceId, deviceName: devices.name, count: count() })
        .from(alarms)
        .innerJoin(projects, eq(projects.id, alarms.projectId))
        .innerJoin(devices, eq(devices.id, alarms.deviceId))
        .where(condition)
        .groupBy(alarms.deviceId, devices.name)
        .orderBy(desc(count()))
        .limit(50);
      return { byLevel, byDay, byDevice, total: byLevel.reduce((n, r) => n + r.count, 0) };
    },
  };
}

export type AlarmsRepository = ReturnType<typeof createAlarmsRepository>;
export type AlarmView = NonNullable<Awaited<ReturnType<AlarmsRepository['findAlarm']>>>;
export type { RecordedValue };
