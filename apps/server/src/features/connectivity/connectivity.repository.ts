import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PlcFailureReason } from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { deviceCommands, deviceStatusEvents, devices, pointLatest, points, quarantinedSamples, users } from '../../db/schema/index.js';

export type DeviceState = 'online' | 'comm_failure' | 'offline';

/** One stored sample: a number in `value` or a text (Char points) in `text`. */
export interface SampleRow {
  pointId: number;
  ts: number;
  value: number | null;
  text: string | null;
}

/** The point fields ingest needs, per device, loaded once per configuration version. */
export const ingestPointColumns = {
  id: points.id,
  name: points.name,
  area: points.area,
  address: points.address,
  dataType: points.dataType,
  length: points.length,
  startBit: points.startBit,
  intervalMs: points.intervalMs,
  unit: points.unit,
  decimals: points.decimals,
  slope: points.slope,
  intercept: points.intercept,
  maxData: points.maxData,
  minData: points.minData,
  maxProportion: points.maxProportion,
  minProportion: points.minProportion,
  displayFormat: points.displayFormat,
  writable: points.writable,
  save: points.save,
  registerGroup: points.registerGroup,
  tag: points.tag,
  unitId: points.unitId,
};
type IngestColumns = Omit<typeof ingestPointColumns, 'tag' | 'unitId'>;
/** `tag` and `unitId` only go into the box's config; ingest reads the rest. */
export type IngestPoint = {
  [K in keyof IngestColumns]: IngestColumns[K]['_']['data'] | (IngestColumns[K]['_']['notNull'] extends true ? never : null);
} & { tag?: string | null; unitId?: number | null };

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

export function createConnectivityRepository(db: Database) {
  return {
    /** The device behind a box ID, with what authentication and ingest need. */
    async deviceByBox(boxId: string) {
      const [row] = await db
        .select({
          id: devices.id,
          companyId: devices.companyId,
          projectId: devices.projectId,
          boxId: devices.boxId,
          passwordHash: devices.boxPasswordHash,
          protocol: devices.protocol,
          ip: devices.ip,
          port: devices.port,
          unitId: devices.unitId,
          highLowSwap: devices.highLowSwap,
          plcSettings: devices.plcSettings,
          plcPassword: devices.plcPassword,
          status: devices.status,
          configVersion: devices.configVersion,
        })
        .from(devices)
        .where(eq(devices.boxId, boxId));
      return row;
    },

    /** When a box's device was created (the demo simulators run their counters from then). */
    async createdAtOfBox(boxId: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: devices.createdAt }).from(devices).where(eq(devices.boxId, boxId));
      return row?.createdAt;
    },

    /** The protocol a box's device speaks to its PLC (the demo starts the matching simulated PLC). */
    async protocolOfBox(boxId: string): Promise<string | undefined> {
      const [row] = await db.select({ protocol: devices.protocol }).from(devices).where(eq(devices.boxId, boxId));
      return row?.protocol;
    },

    /** The box ID of a device (a browser follows it: the instance takes the box's live telemetry). */
    async boxOfDevice(deviceId: number): Promise<string | undefined> {
      const [row] = await db.select({ boxId: devices.boxId }).from(devices).where(eq(devices.id, deviceId));
      return row?.boxId;
    },

    async pointsOf(deviceId: number): Promise<IngestPoint[]> {
      return db.select(ingestPointColumns).from(points).where(eq(points.deviceId, deviceId)).orderBy(asc(points.id)) as Promise<
        IngestPoint[]
      >;
    },

    async point(id: number) {
      const [row] = await db
        .select({ ...ingestPointColumns, deviceId: points.deviceId })
        .from(points)
        .where(eq(points.id, id));
      return row as (IngestPoint & { deviceId: number }) | undefined;
    },

    /** Every device's configuration version (the sweep that republishes changed configs). */
    async configVersions() {
      return db
        .select({ id: devices.id, boxId: devices.boxId, configVersion: devices.configVersion, protocol: devices.protocol })
        .from(devices);
    },

    /**
     * One batch of samples; a repeated `(point, ts)` is a no-op, counted in `duplicates`. `chunk` splits it into statements
     * with a turn of the event loop between them: embedded PGlite runs on this thread, and one big
     * statement would hold up live pushes for its whole length.
     */
    async writeSamples(
      rows: readonly SampleRow[],
      chunk = Number.POSITIVE_INFINITY,
    ): Promise<{ samples: InsertedSample[]; duplicates: number }> {
      const inserted: InsertedSample[] = [];
      let duplicates = 0;
      for (let i = 0; i < rows.length; i += chunk) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        const part = rows.slice(i, i + chunk);
        const [answer] = rowsOf<{ n: number; inserted: string | null }>(await db.execute(insertSamplesReturning(part)));
        duplicates += part.length - Number(answer?.n ?? 0);
        for (const sample of insertedSamples(part, answer ?? { n: 0, inserted: null })) inserted.push(sample);
      }
      return { samples: inserted, duplicates };
    },

    /** The newest value per point; only ever moves forward in time. */
    async upsertLatest(latest: readonly SampleRow[]) {
      if (latest.length === 0) return;
      await db.execute(sql`
        insert into point_latest (point_id, ts, value, text)
        select p, to_timestamp(t / 1000.0), v, x from unnest(${ids(latest)}::int[], ${times(latest)}::float8[], ${values(latest)}::float8[], ${texts(latest)}::text[]) as u(p, t, v, x)
        on conflict (point_id) do update set ts = excluded.ts, value = excluded.value, text = excluded.text
        where point_latest.ts < excluded.ts`);
    },

    async latestOf(pointIds: number[]) {
      if (pointIds.length === 0) return [];
      return db.select().from(pointLatest).where(inArray(pointLatest.pointId, pointIds));
    },

    async quarantine(deviceId: number, rows: { pointName: string; ts: number; value: string }[]) {
      if (rows.length === 0) return;
      await db
        .insert(quarantinedSamples)
        .values(rows.map((r) => ({ deviceId, pointName: r.pointName, ts: new Date(r.ts), value: r.value })));
    },

    /** Sets a device's state and records the change; false when it already was in that state. */
    async setState(deviceId: number, status: DeviceState, at: Date, reason: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(devices)
          .set(status === 'online' ? { status, statusAt: at, plcFailure: null } : { status, statusAt: at })
          .where(and(eq(devices.id, deviceId), sql`${devices.status} <> ${status}`))
          .returning({ id: devices.id });
        if (changed.length === 0) return false;
        await tx.insert(deviceStatusEvents).values({ deviceId, status, at, reason });
        return true;
      });
    },

    /** Why the PLC fails as the box said (`PLC_FAILURE_CAUSES`), or null once it answers. */
    async setPlcFailure(deviceId: number, failure: PlcFailureReason | null) {
      await db.update(devices).set({ plcFailure: failure }).where(eq(devices.id, deviceId));
    },

    /** Devices last said to be online or failing, for the silence sweep after a restart. */
    async devicesNotOffline() {
      return db
        .select({ id: devices.id, boxId: devices.boxId, status: devices.status, statusAt: devices.statusAt })
        .from(devices)
        .where(inArray(devices.status, ['online', 'comm_failure']));
    },

    async statusEvents(deviceId: number, from: Date, to: Date) {
      return db
        .select({ status: deviceStatusEvents.status, reason: deviceStatusEvents.reason, at: deviceStatusEvents.at })
        .from(deviceStatusEvents)
        .where(and(eq(deviceStatusEvents.deviceId, deviceId), gte(deviceStatusEvents.at, from), lte(deviceStatusEvents.at, to)))
        .orderBy(desc(deviceStatusEvents.at), desc(deviceStatusEvents.id))
        .limit(500);
    },

    async insertCommand(input: typeof deviceCommands.$inferInsert) {
      await db.insert(deviceCommands).values(input);
    },

    async finishCommand(id: string, deviceId: number, status: 'ok' | 'error' | 'timeout', error: string | null) {
      const rows = await db
        .update(deviceCommands)
        .set({ status, error, finishedAt: new Date() })
        .where(and(eq(deviceCommands.id, id), eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.status, 'pending')))
        .returning({ id: deviceCommands.id });
      return rows.length > 0;
    },

    async commands(deviceId: number, limit = 50) {
      return db
        .select({
          id: deviceCommands.id,
          type: deviceCommands.type,
          pointId: deviceCommands.pointId,
          pointName: points.name,
          payload: deviceCommands.payload,
          status: deviceCommands.status,
          error: deviceCommands.error,
          createdAt: deviceCommands.createdAt,
          finishedAt: deviceCommands.finishedAt,
          createdBy: users.userName,
        })
        .from(deviceCommands)
        .leftJoin(points, eq(points.id, deviceCommands.pointId))
        .leftJoin(users, eq(users.id, deviceCommands.createdBy))
        .where(eq(deviceCommands.deviceId, deviceId))
        .orderBy(desc(deviceCommands.createdAt))
        .limit(limit);
    },

    /** Per hour of [from, from + 24 h): how much a counter point rose (max - min of its samples). */
    async hourlyIncrease(pointId: number, from: Date) {
      const to = new Date(from.getTime() + 24 * 3600_000);
      const result = await db.execute(sql`
        select floor(extract(epoch from (ts - ${from.toISOString()}::timestamptz)) / 3600)::int as hour,
               max(value) - min(value) as value
        from samples
        where point_id = ${pointId} and ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz
        group by 1 order by 1`);
      return rowsOf<{ hour: number; value: number | null }>(result);
    },

    /** Monthly partitions of `samples` from `from` through `months` months on (idempotent). */
    async ensurePartitions(from: Date, months: number) {
      for (let i = 0; i < months; i++) {
        const start = monthStart(from.getUTCFullYear(), from.getUTCMonth() + i);
        const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
        const name = `samples_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
        const exists = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_class where relname = ${name}`));
        if (exists[0]?.n) continue;
        // Rows of that month that reached the default partition first move into the new one.
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`create table if not exists ${name} (like samples including defaults)`));
          await tx.execute(
            sql.raw(
              `with moved as (delete from samples_default where ts >= '${start.toISOString()}' and ts < '${end.toISOString()}' returning *)
               insert into ${name} select * from moved`,
            ),
          );
          await tx.execute(
            sql.raw(`alter table samples attach partition ${name} for values from ('${start.toISOString()}') to ('${end.toISOString()}')`),
          );
        });
      }
    },
  };
}

export type ConnectivityRepository = ReturnType<typeof createConnectivityRepository>;

/** The statement shared by the pipeline and the benchmark's raw limit. */
export function insertSamples(rows: readonly SampleRow[]) {
  return sql`
    insert into samples (point_id, ts, value, text)
    select p, to_timestamp(t / 1000.0), v, x from unnest(${ids(rows)}::int[], ${times(rows)}::float8[], ${values(rows)}::float8[], ${texts(rows)}::text[]) as u(p, t, v, x)
    on conflict do nothing`;
}

/** A stored numeric sample as the insert returned it (ms since the epoch): what the roll-ups take. */
export interface InsertedSample {
  p: number;
  t: number;
  v: number;
}

/**
 * The pipeline's statement: the insert, answering how many rows it stored and, only when that is
 * fewer than it was given (a duplicate `(point, ts)`), which numeric ones, as one text
 * "point,ms,value,...". The roll-ups then never count a duplicate or replayed sample twice, and the
 * common case costs no returned rows (PGlite spends microseconds per returned value).
 */
export function insertSamplesReturning(rows: readonly SampleRow[]) {
  return sql`
    with ins as (
      insert into samples (point_id, ts, value, text)
      select p, to_timestamp(t / 1000.0), v, x from unnest(${ids(rows)}::int[], ${times(rows)}::float8[], ${values(rows)}::float8[], ${texts(rows)}::text[]) as u(p, t, v, x)
      on conflict do nothing
      returning point_id, ts, value),
    stored as (select count(*)::int as n from ins)
    select n, case when n < ${rows.length} then
      (select string_agg(point_id || ',' || round(date_part('epoch', ts) * 1000)::bigint || ',' || value, ',') from ins where value is not null)
    end as inserted from stored`;
}

/** The numeric samples a statement of `rows` stored, from its answer. */
export function insertedSamples(rows: readonly SampleRow[], answer: { n: number; inserted: string | null }): InsertedSample[] {
  if (Number(answer.n) === rows.length) {
    const out: InsertedSample[] = [];
    for (const r of rows) if (r.value !== null && Number.isFinite(r.value)) out.push({ p: r.pointId, t: r.ts, v: r.value });
    return out;
  }
  if (!answer.inserted) return [];
  const parts = answer.inserted.split(',');
  const out: InsertedSample[] = [];
  for (let i = 0; i + 2 < parts.length; i += 3) out.push({ p: Number(parts[i]), t: Number(parts[i + 1]), v: parseFloat(parts[i + 2]!) });
  return out;
}

const ids = (rows: readonly SampleRow[]) => `{${rows.map((r) => r.pointId).join(',')}}`;
/** Milliseconds since the epoch; the statements turn them into timestamps (no date formatting per row). */
const times = (rows: readonly SampleRow[]) => `{${rows.map((r) => r.ts).join(',')}}`;
const values = (rows: readonly SampleRow[]) =>
  pgArray(rows.map((r) => (r.value === null || !Number.isFinite(r.value) ? null : String(r.value))));
const texts = (rows: readonly SampleRow[]) => (rows.every((r) => r.text === null) ? null : pgArray(rows.map((r) => r.text)));

/** A PostgreSQL array literal, passed as one text parameter (the same on PGlite and node-postgres). */
function pgArray(items: (string | null)[]): string {
  return `{${items.map((item) => (item === null ? 'NULL' : `"${item.replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}
