// bench:ingest — simulated gateways (a child process) publish QoS 1 telemetry into the running
// pipeline (embedded broker -> decode -> scale -> live values -> batched storage with the newest
// value per point); every PUBACK waits for the commit, so the publisher's time is the pipeline's.
// The limit, in the same run: the same rows written straight into the same table in batches
// (COPY on PostgreSQL). Prints `ingest db=<kind> rows_per_s=<n> raw_rows_per_s=<n> ratio=<r>`.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { insertSamples, type SampleRow } from '../../apps/server/src/features/connectivity/connectivity.repository.js';
import { BOX_PASSWORD, databaseKinds, openBenchDatabase, seedBoxes, startServer } from './fixture.js';

const BOXES = Number(process.env.BENCH_BOXES ?? 20);
const POINTS = Number(process.env.BENCH_POINTS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 600);
const WINDOW = 32;
const RAW_BATCH = 5000;

async function pipelineRate(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const boxes = await seedBoxes(database.handle, BOXES, POINTS);
  const server = await startServer(database.handle);
  const tsBase = Date.now() - 3_600_000;
  const child = fork(
    fileURLToPath(new URL('./publisher.ts', import.meta.url)),
    [
      JSON.stringify({
        url: server.mqttUrl,
        password: BOX_PASSWORD,
        boxes: boxes.map((b) => b.boxId),
        pointsPerBox: POINTS,
        messagesPerBox: MESSAGES,
        tsBase,
        window: WINDOW,
      }),
    ],
    { execArgv: ['--import', 'tsx'] },
  );
  await once(child, 'message');
  child.send('go');
  const [done] = (await once(child, 'message')) as [{ elapsedMs: number }];
  const values = BOXES * POINTS * MESSAGES;
  const stored = Number(
    ((await database.handle.db.execute(sql`select count(*)::int as n from samples`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
  );
  if (stored !== values) throw new Error(`stored ${stored} of ${values} values`);
  await server.close();

  // The limit: the same rows again (an hour later, so none collide), straight into the table.
  const rows: SampleRow[] = [];
  for (const box of boxes)
    for (let m = 0; m < MESSAGES; m++)
      for (let p = 0; p < POINTS; p++)
        rows.push({ pointId: box.pointIds[p]!, ts: tsBase + 3_600_000 + m, value: ((m * 7 + p) % 65536) * 0.1, text: null });
  const rawStart = performance.now();
  if (kind === 'postgres') await copyRows(rows);
  else for (let i = 0; i < rows.length; i += RAW_BATCH) await database.handle.db.execute(insertSamples(rows.slice(i, i + RAW_BATCH)));
  const rawMs = performance.now() - rawStart;
  await database.drop();
  return { rowsPerS: values / (done.elapsedMs / 1000), rawRowsPerS: rows.length / (rawMs / 1000) };

  async function copyRows(all: SampleRow[]) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (let i = 0; i < all.length; i += RAW_BATCH * 20) {
      const chunk = all.slice(i, i + RAW_BATCH * 20);
      const stream = client.query(copyFrom('copy samples (point_id, ts, value) from stdin'));
      // Text in blocks of 1000 rows: COPY at its best, not a stream of tiny writes.
      const blocks: string[] = [];
      for (let b = 0; b < chunk.length; b += 1000)
        blocks.push(
          chunk
            .slice(b, b + 1000)
            .map((r) => `${r.pointId}\t${new Date(r.ts).toISOString()}\t${r.value}\n`)
            .join(''),
        );
      await pipeline(Readable.from(blocks), stream);
    }
    await client.end();
  }
}

for (const kind of databaseKinds()) {
  const result = await pipelineRate(kind);
  const ratio = result.rowsPerS / result.rawRowsPerS;
  console.log(
    `ingest db=${kind} rows_per_s=${Math.round(result.rowsPerS)} raw_rows_per_s=${Math.round(result.rawRowsPerS)} ratio=${ratio.toFixed(2)}`,
  );
}
process.exit(0);
