import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import type { SampleRow } from '../connectivity/connectivity.repository.js';
import { createRollupsRepository } from './rollups.repository.js';

type Stored = {
  point_id: number;
  bucket: string;
  count: number;
  sum: number;
  min: number;
  max: number;
  first_value: number;
  last_value: number;
  first_ts: string;
  last_ts: string;
};

describe.each(databaseKinds())('roll-ups on %s', (kind) => {
  let t: TestApp;
  const hour = Math.floor((Date.now() - 6 * 3_600_000) / 3_600_000) * 3_600_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
  });
  afterAll(async () => t?.close());

  const read = async (table: 'samples_1m' | 'samples_1h', pointIds: number[]) =>
    rowsOf<Stored>(
      await t.database.db.execute(sql`
        select point_id, bucket::text, count, sum, min, max, first_value, last_value, first_ts::text, last_ts::text
        from ${sql.raw(table)} where point_id = any(${`{${pointIds.join(',')}}`}::int[]) order by point_id, bucket`),
    ).map((r) => ({ ...r, point_id: Number(r.point_id), count: Number(r.count), sum: Number(r.sum) }));

  /** Through the pipeline's writer: batches, then the roll-ups written. */
  async function ingest(rows: SampleRow[]) {
    await t.app.connectivity.writer.add(rows);
    await t.app.connectivity.rollups.flush();
  }

  it('keeps minute and hour buckets equal to a rebuild from the raw samples, duplicates and late samples included', async () => {
    const points = [900001, 900002];
    const sample = (pointId: number, offsetS: number, value: number): SampleRow => ({
      pointId,
      ts: hour + offsetS * 1000,
      value,
      text: null,
    });
    // Two points, 90 minutes of samples every 20 s, in shuffled batches.
    const all = points.flatMap((p) =>
      Array.from({ length: 270 }, (_, i) => sample(p, i * 20, Math.round(Math.sin(i / 9) * 1000) / 10 + p)),
    );
    const shuffled = [...all].sort((a, b) => ((a.ts * 7 + a.pointId) % 13) - ((b.ts * 7 + b.pointId) % 13));
    for (let i = 0; i < shuffled.length; i += 97) await ingest(shuffled.slice(i, i + 97));
    // The same samples again (a replay after a reconnect) and a late one into an old minute.
    await ingest(all.slice(0, 150));
    await ingest([sample(points[0]!, 5, -50)]);
    const incremental = { m: await read('samples_1m', points), h: await read('samples_1h', points) };

    await createRollupsRepository(t.database.db).rebuild(new Date(hour), new Date(hour + 2 * 3_600_000), points);
    const rebuilt = { m: await read('samples_1m', points), h: await read('samples_1h', points) };

    expect(incremental.m).toHaveLength(2 * 90);
    const withoutSum = ({ sum: _sum, ...r }: Stored) => r;
    expect(incremental.m.map(withoutSum)).toEqual(rebuilt.m.map(withoutSum));
    expect(incremental.h.map(withoutSum)).toEqual(rebuilt.h.map(withoutSum));
    incremental.m.forEach((r, i) => expect(r.sum).toBeCloseTo(rebuilt.m[i]!.sum, 6));
    // Each sample counted once: 270 + the late one for the first point.
    const counts = incremental.h.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.point_id]: (acc[r.point_id] ?? 0) + r.count }),
      {},
    );
    expect(counts).toEqual({ [points[0]!]: 271, [points[1]!]: 270 });
    // The late sample (at 5 s) is the first minute's minimum; first and last stay the 0 s and 40 s ones.
    const first = incremental.m[0]!;
    expect(first.min).toBe(-50);
    expect(first.count).toBe(4);
    expect(first.first_value).toBe(all[0]!.value);
    expect(first.last_value).toBe(all[2]!.value);
  });

  it('ignores text samples and answers series with the stats asked for, days folded from hours', async () => {
    const p = 900003;
    await ingest([
      { pointId: p, ts: hour + 1000, value: 4, text: null },
      { pointId: p, ts: hour + 2000, value: null, text: 'A1' },
      { pointId: p, ts: hour + 3_600_000 + 1000, value: 10, text: null },
    ]);
    const repo = createRollupsRepository(t.database.db);
    const hours = await repo.rollupSeries([p], new Date(hour), new Date(hour + 2 * 3_600_000), '1h', { stats: ['count', 'avg', 'last'] });
    expect(hours).toEqual([
      { pointId: p, ts: new Date(hour), count: 1, avg: 4, last: 4 },
      { pointId: p, ts: new Date(hour + 3_600_000), count: 1, avg: 10, last: 10 },
    ]);
    const days = await repo.rollupSeries([p], new Date(hour), new Date(hour + 2 * 3_600_000), '1d');
    const total = days.reduce((n, d) => n + d.count, 0);
    expect(total).toBe(2);
    expect(days.at(-1)!.last).toBe(10);
    expect(Math.min(...days.map((d) => d.min))).toBe(4);
  });
});
