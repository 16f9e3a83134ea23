// bench:history — 5 million samples across 500 points (one every 260 s per point over the last
// 30 days, loaded in bulk with generate_series), roll-ups built from them, then:
// - the chart API (GET /points/:id/history, bucket=auto, through the real route with inject: auth,
//   scope, HisDataLimit, roll-ups, JSON) for one point over 7 days, p95 over random points, beside
//   the same question asked straight of the raw samples (hourly min/max/avg/last with date_bin),
//   each pair asked one after the other, in five repetitions of 60 pairs after 20 warm-up pairs;
//   each repetition as `history rep i/5 … r=…` on stderr, then the median repetition as
//   `history db=<kind> p95_ms=<n> raw_ms=<n> ratio=<r>` (target <= 1.5);
// - a fleet report (every point, the month, hourly) from the roll-ups beside the same report from a
//   raw full scan, five pairs after a warm-up, `report rep i/5 … r=…` each, then the median pair as
//   `report db=<kind> rollup_ms=<n> raw_scan_ms=<n> ratio=<r>` (target <= 0.1). Both lines the
//   checks parse are printed last.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.js';
import { startEmbeddedBroker } from '../../apps/server/src/broker/embedded.js';
import { rowsOf } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { createConnectivityRepository } from '../../apps/server/src/features/connectivity/connectivity.repository.js';
import { createHistoryRepository } from '../../apps/server/src/features/history/history.repository.js';
import {
  createRollupsRepository,
  hourlyFrom,
  parseSeriesText,
  seriesText,
} from '../../apps/server/src/features/history/rollups.repository.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { databaseKinds, openBenchDatabase, percentile, seedBoxes } from './fixture.js';

const BOXES = Number(process.env.BENCH_BOXES ?? 50);
const POINTS_PER_BOX = Number(process.env.BENCH_POINTS ?? 10);
const SAMPLES_PER_POINT = Number(process.env.BENCH_SAMPLES ?? 10_000);
const STEP_S = 260;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5);
const REPORT_REPETITIONS = Number(process.env.BENCH_REPORT_REPETITIONS ?? 5);
const DAY = 86_400_000;

async function run(kind: 'pglite' | 'postgres') {
  let historyLine = '';
  const database = await openBenchDatabase(kind);
  const { db } = database.handle;
  const boxes = await seedBoxes(database.handle, BOXES, POINTS_PER_BOX);
  const pointIds = boxes.flatMap((b) => b.pointIds);
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const start = now - (SAMPLES_PER_POINT - 1) * STEP_S * 1000;
  await createConnectivityRepository(db).ensurePartitions(new Date(start), 3);

  // Bulk load: a daily cycle per point with a per-point phase and a little noise; the hourly
  // roll-up is built in the same statement from the rows the insert returned (as the pipeline does),
  // then the minute roll-up over the last two days (what 1-minute charts read; over the whole month
  // at one sample per 260 s it would be a copy of the samples). Ingest keeps both as data arrives.
  const loadStart = performance.now();
  for (let i = 0; i < pointIds.length; i += 50) {
    const ids = `{${pointIds.slice(i, i + 50).join(',')}}`;
    await db.execute(sql`
      with ins as (
        insert into samples (point_id, ts, value)
        select p, to_timestamp(${start / 1000}::float8 + n * ${STEP_S}),
               round((50 + 20 * sin(2 * pi() * (n * ${STEP_S} / 86400.0) + p) + random() * 3)::numeric, 2)::float8
        from unnest(${ids}::int[]) as p, generate_series(0, ${SAMPLES_PER_POINT - 1}) as n
        returning point_id, ts, value)
      ${hourlyFrom('ins')}`);
  }
  const loadMs = performance.now() - loadStart;
  const rollupStart = performance.now();
  const rollups = createRollupsRepository(db);
  await rollups.rebuild(new Date(now - 2 * DAY), new Date(now + 1000));
  const rollupBuildMs = performance.now() - rollupStart;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from samples`));
  console.error(
    `# ${kind}: ${count!.n} samples loaded with their hourly roll-up in ${(loadMs / 1000).toFixed(1)} s, minute roll-up of the last 2 days in ${(rollupBuildMs / 1000).toFixed(1)} s`,
  );

  // The chart API through the real route.
  const log = pino({ level: 'warn' });
  const bus = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', log });
  const app = await buildApp({ database: database.handle, bus, logger: false });
  await db.insert(users).values({ userName: 'bench', passwordHash: await hashPassword('Bench12345'), grade: 0 });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { userName: 'bench', password: 'Bench12345' } });
  const token = login.json().data.token as string;
  const from = new Date(now - 7 * DAY);
  const to = new Date(now);
  const pick = (i: number) => pointIds[(i * 7919) % pointIds.length]!;
  const chart = async (pointId: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/points/${pointId}/history?from=${from.toISOString()}&to=${to.toISOString()}&bucket=auto`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`history answered ${res.statusCode}: ${res.body}`);
    return res.json().data as unknown[];
  };
  // The limit: the same question asked straight of the raw samples, as the route answered it before
  // the roll-ups (hourly min/max/avg/last with date_bin over the point's samples).
  const history = createHistoryRepository(db);
  const raw = (pointId: number) => history.bucketsFromRaw(pointId, from, to, '1h');
  // Warm-up: both sides, so neither pays for first plans, JIT or the token's first lookup.
  for (let i = 0; i < 20; i++) {
    await chart(pick(i));
    await raw(pick(i));
  }
  if (process.env.BENCH_PROFILE) {
    for (const url of [
      '/api/v1/history/limit',
      `/api/v1/points/${pick(1)}/history?from=${from.toISOString()}&to=${to.toISOString()}&bucket=auto`,
    ]) {
      const ts: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t0 = performance.now();
        await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        ts.push(performance.now() - t0);
      }
      ts.sort((a, b) => a - b);
      console.error(`# ${url.slice(0, 40)} median ${ts[15]!.toFixed(1)}`);
    }
    const r = createRollupsRepository(db);
    const ts: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await r.rollupSeries([pick(1)], from, to, '1h', { stats: ['count', 'min', 'max', 'avg', 'last'] });
      ts.push(performance.now() - t0);
    }
    ts.sort((a, b) => a - b);
    console.error(`# rollupSeries median ${ts[15]!.toFixed(1)}`);
  }
  // Five repetitions of QUERIES / 5 pairs (the route, then the raw SQL, point by point); each
  // repetition's p95s go to stderr without the substring the checks parse, and the repetition with
  // the median ratio is the line printed.
  const reps: { api: number; raw: number; api99: number; raw99: number }[] = [];
  const perRep = Math.max(20, Math.round(QUERIES / REPETITIONS));
  for (let rep = 0; rep < REPETITIONS; rep++) {
    const apiTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let i = 0; i < perRep; i++) {
      const pointId = pick(rep * perRep + i + 5);
      let t = performance.now();
      const answer = await chart(pointId);
      apiTimes.push(performance.now() - t);
      t = performance.now();
      const same = await raw(pointId);
      rawTimes.push(performance.now() - t);
      if (answer.length !== same.length) throw new Error(`the API answered ${answer.length} buckets, raw SQL ${same.length}`);
    }
    apiTimes.sort((a, b) => a - b);
    rawTimes.sort((a, b) => a - b);
    const r = {
      api: percentile(apiTimes, 95),
      raw: percentile(rawTimes, 95),
      api99: percentile(apiTimes, 99),
      raw99: percentile(rawTimes, 99),
    };
    reps.push(r);
    console.error(
      `history rep ${rep + 1}/${REPETITIONS} db=${kind} p95_ms=${r.api.toFixed(1)} raw_ms=${r.raw.toFixed(1)} r=${(r.api / r.raw).toFixed(2)} ` +
        `(p99 ${r.api99.toFixed(1)} / ${r.raw99.toFixed(1)}, ${perRep} pairs)`,
    );
  }
  const mid = [...reps].sort((a, b) => a.api / a.raw - b.api / b.raw)[Math.floor(reps.length / 2)]!;
  historyLine = `history db=${kind} p95_ms=${mid.api.toFixed(1)} raw_ms=${mid.raw.toFixed(1)} ratio=${(mid.api / mid.raw).toFixed(2)}`;
  await app.close();
  await bus.close();

  // The fleet report: every point, the month, hourly (count, sum, min, max, first, last).
  const monthFrom = new Date(start);
  const monthTo = new Date(now);
  const STATS = ['count', 'sum', 'min', 'max', 'first', 'last'] as const;
  // The report from the roll-ups beside the same report from a full scan of the raw samples
  // (delivered the same way, seriesText), interleaved in REPORT_REPETITIONS pairs; each pair's
  // ratio goes to stderr, and the pair with the median ratio is the line printed.
  const rollupReport = async () => {
    const report = await rollups.rollupColumns(pointIds, monthFrom, monthTo, '1h', { stats: STATS });
    return report.reduce((n, c) => n + c.ts.length, 0);
  };
  const scanReport = async () => {
    const scan = rowsOf<Record<string, unknown>>(
      await db.execute(
        seriesText(
          sql`select point_id, date_bin('1 hour', ts, timestamptz '1970-01-01 00:00:00+00'), count(*), sum(value), min(value), max(value),
                     (array_agg(value order by ts))[1], (array_agg(value order by ts desc))[1]
              from samples where ts >= ${monthFrom.toISOString()}::timestamptz and ts <= ${monthTo.toISOString()}::timestamptz
              group by 1, 2`,
          STATS.length,
        ),
      ),
    );
    return scan.reduce((n, r) => n + parseSeriesText(r, STATS).ts.length, 0);
  };
  await rollupReport(); // warm-up (plans, JIT)
  const pairs: { rollup: number; scan: number }[] = [];
  for (let rep = 0; rep < REPORT_REPETITIONS; rep++) {
    let t0 = performance.now();
    const reportRows = await rollupReport();
    const rollup = performance.now() - t0;
    t0 = performance.now();
    const scanRows = await scanReport();
    const scan = performance.now() - t0;
    if (scanRows !== reportRows) throw new Error(`report rows: roll-ups ${reportRows}, raw scan ${scanRows}`);
    pairs.push({ rollup, scan });
    console.error(
      `report rep ${rep + 1}/${REPORT_REPETITIONS} db=${kind} rollup_ms=${rollup.toFixed(0)} raw_scan_ms=${scan.toFixed(0)} r=${(rollup / scan).toFixed(3)}`,
    );
  }
  const midPair = [...pairs].sort((a, b) => a.rollup / a.scan - b.rollup / b.scan)[Math.floor(pairs.length / 2)]!;
  // The lines the checks parse, last.
  console.log(historyLine);
  console.log(
    `report db=${kind} rollup_ms=${midPair.rollup.toFixed(0)} raw_scan_ms=${midPair.scan.toFixed(0)} ratio=${(midPair.rollup / midPair.scan).toFixed(3)}`,
  );
  await database.drop();
}

for (const kind of databaseKinds()) await run(kind);
process.exit(0);
