import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CaptureQuery, GatewayLogQuery, Scope, ValueChangeQuery } from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { deviceStatusEvents, devices, projects } from '../../db/schema/index.js';
import { queryFilter } from './filter-sql.js';
import { projectScopeCondition } from '../../db/sql.js';

const iso = (s: string) => new Date(s).toISOString();
const page = (q: { page: number; pageSize: number }) => sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;

/** `ts_key`: the row's time as text, exact to the microsecond (a keyset cursor). */
export interface ValueChangeRow extends PointDisplayColumns {
  source: 'change' | 'write';
  /** The write command's id ('' for a change of stored samples). */
  ref: string;
  point_id: number;
  point_name: string;
  unit: string | null;
  ts: string | Date;
  ts_key: string;
  value: string | null;
  previous: string | null;
  user_name: string | null;
  status: string | null;
}

/** A point's display fields, read with its values so they show as people read them (`formatReading`). */
export interface PointDisplayColumns {
  decimals: number | null;
  data_type: number | null;
  multi_segment: string | null;
  value_description: string | null;
}

export interface GatewayLogRow {
  id: number;
  device_id: number;
  device_name: string;
  status: string;
  reason: string | null;
  at: string | Date;
  ts_key: string;
  until: string | Date | null;
}

export interface CaptureRow extends PointDisplayColumns {
  id: number;
  task_id: number;
  task_name: string;
  conditions: { pointId: number; op: string; value: number; value2?: number }[];
  logic: 'and' | 'or';
  device_id: number;
  device_name: string;
  point_id: number;
  point_name: string;
  unit: string | null;
  ts: string | Date;
  ts_key: string;
  value: string | null;
}

/** The SQL of the data-analysis lists (value changes, gateway log, status events, condition captures). */
export function createAnalysisRepository(db: Database) {
  /** `devices d` joined to `projects` narrowed to the scope, as a SQL condition on `d`. */
  const deviceScope = (scope: Scope, q: { deviceId?: number | undefined; projectId?: number | undefined }): SQL => {
    const ids = db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(
        and(
          projectScopeCondition(db, scope),
          q.deviceId ? eq(devices.id, q.deviceId) : undefined,
          q.projectId ? eq(devices.projectId, q.projectId) : undefined,
        ),
      );
    return sql`d.id in (${ids})`;
  };

  async function paged<T>(query: SQL, q: { page: number; pageSize: number }) {
    const rows = rowsOf<T & { total: number | string }>(await db.execute(sql`${query} ${page(q)}`));
    return { items: rows.map(({ total: _total, ...row }) => row as T), total: Number(rows[0]?.total ?? 0) };
  }

  /**
   * A list read whole for an export, a page at a time by keyset (`after` = the last row read),
   * so memory holds one page however many rows the range has.
   */
  async function* keyset<T>(query: (after: T | null) => SQL, pageSize: number): AsyncGenerator<T[]> {
    let after: T | null = null;
    for (;;) {
      const rows: T[] = rowsOf<T>(await db.execute(sql`${query(after)} limit ${pageSize}`));
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      after = rows.at(-1)!;
    }
  }

  /** `count(*) over ()` for a list page (an export reads without it). */
  const total = (count: boolean) => (count ? sql`, count(*) over () as total` : sql``);

  /**
   * The value-change log, ordered newest first (ts, point, source, write id). After a row, only
   * older ones are read, and samples after it are not scanned (a change looks back, never ahead).
   */
  function valueChangeSql(scope: Scope, q: ValueChangeQuery, page: { count: boolean; after: ValueChangeRow | null }) {
    const filter = queryFilter(
      { pointName: sql.raw('point_name'), value: sql.raw('value'), previous: sql.raw('previous'), userName: sql.raw('user_name') },
      q,
    );
    const { after } = page;
    const until = after ? sql`${after.ts_key}::timestamptz` : sql`${iso(q.to)}::timestamptz`;
    const older = after
      ? sql`and (log.ts, log.point_id, log.source, log.ref) < (${after.ts_key}::timestamptz, ${Number(after.point_id)}, ${after.source}, ${after.ref})`
      : sql``;
    return sql`
      with pts as (
        select p.id, p.name, p.unit, p.decimals, p.data_type, coalesce((select st.words from status_tables st where st.id = p.status_table_id), p.multi_segment) as multi_segment, p.value_description
        from points p join devices d on d.id = p.device_id where ${deviceScope(scope, q)}
      ),
      seq as (
        select s.point_id, s.ts, coalesce(s.text, s.value::text) as v,
               lag(coalesce(s.text, s.value::text)) over w as prev, lag(s.ts) over w as prev_ts
        from samples s
        where s.point_id in (select id from pts) and s.ts >= ${iso(q.from)}::timestamptz and s.ts <= ${until}
        window w as (partition by s.point_id order by s.ts)
      ),
      log as (
        select 'change' as source, ''::text as ref, seq.point_id, pts.name as point_name, pts.unit, seq.ts, seq.v as value,
               seq.prev as previous, null::text as user_name, null::text as status,
               pts.decimals, pts.data_type, pts.multi_segment, pts.value_description
        from seq join pts on pts.id = seq.point_id
        where seq.prev_ts is not null and seq.v is distinct from seq.prev
        union all
        select 'write', c.id, c.point_id, pts.name, pts.unit, c.created_at, c.payload->>'value', null, u.user_name, c.status,
               pts.decimals, pts.data_type, pts.multi_segment, pts.value_description
        from device_commands c join pts on pts.id = c.point_id left join users u on u.id = c.created_by
        where c.type = 'write' and c.created_at >= ${iso(q.from)}::timestamptz and c.created_at <= ${until}
      )
      select log.*, log.ts::text as ts_key ${total(page.count)} from log where ${filter} ${older}
      order by log.ts desc, log.point_id desc, log.source desc, log.ref desc`;
  }

  /** The connection log, newest first (at, id); `until` is the next change, so every event up to `to` is read. */
  function gatewayLogSql(scope: Scope, q: GatewayLogQuery, page: { count: boolean; after: GatewayLogRow | null }) {
    const filter = queryFilter({ deviceName: sql.raw('device_name'), status: sql.raw('status'), reason: sql.raw('reason') }, q);
    const { after } = page;
    const older = after ? sql`and (ev.at, ev.id) < (${after.ts_key}::timestamptz, ${Number(after.id)})` : sql``;
    return sql`
      with ev as (
        select e.id, e.device_id, d.name as device_name, e.status, e.reason, e.at,
               lead(e.at) over (partition by e.device_id order by e.at, e.id) as until
        from device_status_events e join devices d on d.id = e.device_id
        where ${deviceScope(scope, q)} and e.at <= ${iso(q.to)}::timestamptz
      )
      select ev.*, ev.at::text as ts_key ${total(page.count)} from ev
      where ev.at >= ${iso(q.from)}::timestamptz and ${filter} ${older}
      order by ev.at desc, ev.id desc`;
  }

  /** Captures of conditional tasks, newest first (ts, id). */
  function captureSql(scope: Scope, q: CaptureQuery, page: { count: boolean; after: CaptureRow | null }) {
    const filter = queryFilter({ pointName: sql.raw('point_name'), value: sql.raw('value'), taskName: sql.raw('task_name') }, q);
    const { after } = page;
    const older = after ? sql`and (cap.ts, cap.id) < (${after.ts_key}::timestamptz, ${Number(after.id)})` : sql``;
    return sql`
      with cap as (
        select c.id, c.task_id, t.name as task_name, t.conditions, t.logic, c.device_id, d.name as device_name,
               c.point_id, p.name as point_name, p.unit, c.ts, coalesce(c.text, c.value::text) as value,
               p.decimals, p.data_type, coalesce((select st.words from status_tables st where st.id = p.status_table_id), p.multi_segment) as multi_segment, p.value_description
        from collection_captures c
        join collection_tasks t on t.id = c.task_id
        join devices d on d.id = c.device_id
        join points p on p.id = c.point_id
        where ${deviceScope(scope, q)} and c.ts >= ${iso(q.from)}::timestamptz and c.ts <= ${iso(q.to)}::timestamptz
      )
      select cap.*, cap.ts::text as ts_key ${total(page.count)} from cap where ${filter} ${older}
      order by cap.ts desc, cap.id desc`;
  }

  return {
    /**
     * Value changes of a device's points: consecutive stored samples that differ (previous and
     * new value) and the values users wrote (with who), newest first.
     */
    valueChanges(scope: Scope, q: ValueChangeQuery) {
      return paged<ValueChangeRow>(valueChangeSql(scope, q, { count: true, after: null }), q);
    },

    /** Every value change of the query, newest first, page by page (an export). */
    valueChangePages(scope: Scope, q: ValueChangeQuery, pageSize: number) {
      return keyset<ValueChangeRow>((after) => valueChangeSql(scope, q, { count: false, after }), pageSize);
    },

    /** Connection log: every state change of the devices in scope, with how long it lasted. */
    gatewayLog(scope: Scope, q: GatewayLogQuery) {
      return paged<GatewayLogRow>(gatewayLogSql(scope, q, { count: true, after: null }), q);
    },

    /** The whole connection log of the query, newest first, page by page (an export). */
    gatewayLogPages(scope: Scope, q: GatewayLogQuery, pageSize: number) {
      return keyset<GatewayLogRow>((after) => gatewayLogSql(scope, q, { count: false, after }), pageSize);
    },

    /** Devices in scope (status statistics rows), by name. */
    async devicesInScope(scope: Scope, q: { deviceId?: number | undefined; projectId?: number | undefined }) {
      return db
        .select({ id: devices.id, name: devices.name, projectName: projects.name })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(
          and(
            projectScopeCondition(db, scope),
            q.deviceId ? eq(devices.id, q.deviceId) : undefined,
            q.projectId ? eq(devices.projectId, q.projectId) : undefined,
          ),
        )
        .orderBy(asc(devices.name), asc(devices.id))
        .limit(500);
    },

    /** The state of each device at `at` (its last change before), and its changes in [at, until). */
    async stateChanges(deviceIds: readonly number[], at: Date, until: Date) {
      if (deviceIds.length === 0) return { before: new Map<number, string>(), changes: [] };
      const before = rowsOf<{ device_id: number; status: string }>(
        await db.execute(sql`
          select distinct on (device_id) device_id, status from device_status_events
          where device_id = any(${`{${deviceIds.join(',')}}`}::int[]) and at < ${at.toISOString()}::timestamptz
          order by device_id, at desc, id desc`),
      );
      const changes = await db
        .select({ deviceId: deviceStatusEvents.deviceId, status: deviceStatusEvents.status, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(
          and(
            inArray(deviceStatusEvents.deviceId, [...deviceIds]),
            sql`${deviceStatusEvents.at} >= ${at.toISOString()}::timestamptz`,
            lt(deviceStatusEvents.at, until),
          ),
        )
        .orderBy(asc(deviceStatusEvents.at), asc(deviceStatusEvents.id));
      return { before: new Map(before.map((r) => [Number(r.device_id), r.status])), changes };
    },

    /** Samples conditional tasks captured, with the task and its condition. */
    captures(scope: Scope, q: CaptureQuery) {
      return paged<CaptureRow>(captureSql(scope, q, { count: true, after: null }), q);
    },

    /** Every capture of the query, newest first, page by page (an export). */
    capturePages(scope: Scope, q: CaptureQuery, pageSize: number) {
      return keyset<CaptureRow>((after) => captureSql(scope, q, { count: false, after }), pageSize);
    },

    /** Names of points (to show the conditions). */
    async pointNames(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select id, name from points where id = any(${`{${ids.join(',')}}`}::int[])`),
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
