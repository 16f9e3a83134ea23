// Shared by the benchmarks: a database (PGlite in memory, or a fresh PostgreSQL database), the
// server on it with the embedded broker, and N boxes with M points each.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.js';
import { startEmbeddedBroker } from '../../apps/server/src/broker/embedded.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { companies, devices, points, projects } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';

export const BOX_PASSWORD = 'benchpass1';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  /** PostgreSQL only: the database's address. */
  url?: string;
  drop(): Promise<void>;
}

export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    // On its own thread, as the server runs it (openDatabase); BENCH_PGLITE_THREAD=main to compare.
    const handle = await openPglite(undefined, undefined, { thread: process.env.BENCH_PGLITE_THREAD === 'main' ? 'main' : 'worker' });
    await handle.migrate();
    return { kind, handle, drop: () => handle.close() };
  }
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  const name = `fieldlink_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await openPostgres(own.toString());
  await handle.migrate();
  return {
    kind,
    handle,
    url: own.toString(),
    async drop() {
      await handle.close();
      const again = new pg.Client({ connectionString: url.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export function databaseKinds(): ('pglite' | 'postgres')[] {
  return process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `boxes` devices with `pointsPerBox` points each (p0..pN, 4x, INT16U, saved), scaled by `slope`. */
export async function seedBoxes(handle: DatabaseHandle, boxes: number, pointsPerBox: number, slope = 0.1) {
  const { db } = handle;
  const [company] = await db.insert(companies).values({ name: 'Bench' }).returning({ id: companies.id });
  const [project] = await db
    .insert(projects)
    .values({ companyId: company!.id, name: 'Bench', location: '120,30' })
    .returning({ id: projects.id });
  const hash = await hashPassword(BOX_PASSWORD);
  const out: { boxId: string; deviceId: number; pointIds: number[] }[] = [];
  for (let b = 0; b < boxes; b++) {
    const boxId = `BENCH${String(b).padStart(7, '0')}`;
    const [device] = await db
      .insert(devices)
      .values({ companyId: company!.id, projectId: project!.id, name: `Box${b}`, boxId, boxPasswordHash: hash })
      .returning({ id: devices.id });
    const rows = await db
      .insert(points)
      .values(
        Array.from({ length: pointsPerBox }, (_, p) => ({
          deviceId: device!.id,
          name: `p${p}`,
          area: '4x',
          address: p,
          dataType: 2,
          slope,
          save: true,
          intervalMs: 1000,
        })),
      )
      .returning({ id: points.id });
    out.push({ boxId, deviceId: device!.id, pointIds: rows.map((r) => r.id) });
  }
  return out;
}

export async function startServer(handle: DatabaseHandle) {
  const log = pino({ level: 'warn' });
  const bus = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', log });
  const app = await buildApp({ database: handle, bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const httpPort = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    mqttUrl: `mqtt://127.0.0.1:${bus.tcpPort()}`,
    baseUrl: `http://127.0.0.1:${httpPort}`,
    async close() {
      await app.close();
      await bus.close();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
