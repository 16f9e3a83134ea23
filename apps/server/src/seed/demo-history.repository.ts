import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.js';
import { devices, points } from '../db/schema/index.js';

/** How one demo point's month is drawn (see demo-history.ts). */
export interface CurveSpec {
  pointId: number;
  /** 0 analog (daily cycle + noise), 1 counter (rises), 2 running bit (on 06:00–22:00 China time). */
  kind: 0 | 1 | 2;
  base: number;
  amp: number;
  noise: number;
  phase: number;
  /** Rise per sample (counters). */
  slope: number;
  /** Sample indexes where a gap (gateway offline) starts, and how many samples it lasts. */
  gapAt: number;
  gapLen: number;
}

export function createDemoHistoryRepository(db: Database) {
  return {
    async savedPoints(boxIds: readonly string[]) {
      return db
        .select({ id: points.id, name: points.name })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(inArray(devices.boxId, [...boxIds]), eq(points.save, true), sql`${points.dataType} <> 11`));
    },

    /** One statement per call: every point's samples every `stepS` from `startMs`, drawn in SQL. */
    async insertCurves(specs: readonly CurveSpec[], startMs: number, samples: number, stepS: number) {
      const col = (k: keyof CurveSpec) => `{${specs.map((s) => s[k]).join(',')}}`;
      await db.execute(sql`
        insert into samples (point_id, ts, value)
        select c.id, to_timestamp(${startMs / 1000}::float8 + n * ${stepS}),
          case c.kind
            when 2 then (case when ((${startMs / 1000}::bigint + n * ${stepS} + 28800) % 86400) between 21600 and 79199 then 1 else 0 end)
            else round((c.base + c.slope * n
                        + c.amp * sin(2 * pi() * (((${startMs / 1000}::bigint + n * ${stepS} + 28800) % 86400) / 86400.0) - pi() / 2 + c.phase)
                        + c.noise * (random() * 2 - 1))::numeric, 2)::float8
          end
        from unnest(${col('pointId')}::int[], ${col('kind')}::int[], ${col('base')}::float8[], ${col('amp')}::float8[],
                    ${col('noise')}::float8[], ${col('phase')}::float8[], ${col('slope')}::float8[], ${col('gapAt')}::int[], ${col('gapLen')}::int[])
             as c(id, kind, base, amp, noise, phase, slope, gap_at, gap_len),
             generate_series(0, ${samples - 1}) as n
        where not (n >= c.gap_at and n < c.gap_at + c.gap_len)
        on conflict do nothing`);
    },

    async count() {
      return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from samples`))[0]?.n ?? 0;
    },
  };
}
