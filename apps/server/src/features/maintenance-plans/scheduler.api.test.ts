import fs from 'node:fs';
import { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { fromWallTime, occurrence } from '@fieldlink/domain';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startEmbeddedBroker } from '../../broker/embedded.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client.js';
import { maintenanceJobs, workOrders } from '../../db/schema/index.js';
import { loggerOptions } from '../../plugins/logging.js';
import { createSeedRepository } from '../../seed/seed.repository.js';
import { seedEmptyDatabase } from '../../seed/seed.js';
import { ADMIN_PASSWORD, databaseKinds, freshPostgresDatabase, type DatabaseKind } from '../../test/harness.js';

const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
/** A wall time in Shanghai. */
const sh = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  fromWallTime({ year, month, day, hour, minute, second: 0, millisecond: 0 }, ZONE);

/** The year of a one-month plan started on Jan 31: twelve orders, each on the month's last day at 09:00. */
const START = sh(2027, 1, 31, 9);
const EXPECTED = Array.from({ length: 12 }, (_, n) =>
  occurrence({ start: START, cycle: 1, cycleUnit: 'month', zone: ZONE }, n).toISOString(),
);

/** The controllable clock every instance reads. */
class Clock {
  constructor(public at: Date) {}
  now = () => new Date(this.at);
  set(at: Date) {
    this.at = at;
  }
}

interface Instance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** One server instance on `database`, scheduler ticking only when told, reading `clock`. */
async function instance(database: DatabaseHandle, clock: Clock): Promise<Instance> {
  const log = pino(loggerOptions('warn') as pino.LoggerOptions, new Writable({ write: (_c, _e, done) => done() }));
  const bus = await startEmbeddedBroker({ port: null, host: '127.0.0.1', log });
  const app = await buildApp({ database, bus, loggerInstance: log, maintenance: { tickMs: 0, now: clock.now } });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await bus.close();
    },
  };
}

async function openDatabase(kind: DatabaseKind): Promise<{ url?: string; handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
    return { handle, drop: async () => {} };
  }
  const { url, drop } = await freshPostgresDatabase();
  return { url, handle: await openPostgres(url), drop };
}

async function request(app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** A company, a project and the monthly plan starting Jan 31 at 09:00 Shanghai time; returns the plan id. */
async function monthlyPlan(app: FastifyInstance): Promise<number> {
  const login = await request(app, 'POST', '/auth/login', undefined, { userName: 'admin', password: ADMIN_PASSWORD });
  const token = login.token as string;
  const company = await request(app, 'POST', '/companies', token, { name: 'ClockCo' });
  const project = await request(app, 'POST', '/projects', token, { name: 'ClockPlant', location: '120,30', companyId: company.id });
  const plan = await request(app, 'POST', '/maintenance-plans', token, {
    name: 'Monthly check',
    projectId: project.id,
    type: 'in_warranty',
    warrantyTime: 2,
    warrantyUnit: 'year',
    cycle: 1,
    cycleUnit: 'month',
    startTime: START.toISOString(),
    advanceNotice: '3d',
    phone: '13800138000',
  });
  expect(plan).toMatchObject({ status: 'not_started', nextTime: EXPECTED[0] });
  return plan.id as number;
}

async function planTimes(database: DatabaseHandle, planId: number): Promise<string[]> {
  const rows = await database.db
    .select({ at: workOrders.planDueAt, kind: workOrders.kind, source: workOrders.source })
    .from(workOrders)
    .where(eq(workOrders.maintenancePlanId, planId))
    .orderBy(asc(workOrders.planDueAt));
  for (const row of rows) expect(row).toMatchObject({ kind: 'maintenance', source: 'plan' });
  return rows.map((row) => row.at!.toISOString());
}

/** Move the clock a day at a time from its reading to `until`, letting every instance tick at each step (concurrently). */
async function runDays(clock: Clock, until: Date, instances: Instance[]) {
  while (clock.at.getTime() < until.getTime()) {
    clock.set(new Date(Math.min(clock.at.getTime() + DAY, until.getTime())));
    await Promise.all(instances.map((i) => i.app.maintenanceScheduler.tick()));
  }
}

describe.each(databaseKinds())('maintenance scheduler on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('opens exactly the twelve monthly orders of a simulated year, across a restart with downtime', async () => {
    const { handle, drop } = await openDatabase(kind);
    cleanups.push(drop, () => handle.close());
    await seedEmptyDatabase(createSeedRepository(handle.db), { adminPassword: ADMIN_PASSWORD, seedDemo: false });
    const clock = new Clock(sh(2027, 1, 1));

    const first = await instance(handle, clock);
    const planId = await monthlyPlan(first.app);
    await runDays(clock, sh(2027, 6, 15), [first]);
    expect(await planTimes(handle, planId)).toEqual(EXPECTED.slice(0, 5));
    await first.close();

    // Down from Jun 15 to Sep 10: Jun 30, Jul 31 and Aug 31 fall due meanwhile.
    clock.set(sh(2027, 9, 10, 12));
    const second = await instance(handle, clock);
    cleanups.push(() => second.close());
    await second.app.maintenanceScheduler.tick();
    expect(await planTimes(handle, planId)).toEqual(EXPECTED.slice(0, 8));

    await runDays(clock, sh(2028, 1, 20), [second]);
    expect(await planTimes(handle, planId)).toEqual(EXPECTED);

    // The notices of the occurrences missed while down are not sent late; the others went out once.
    const jobs = await handle.db.select().from(maintenanceJobs).where(eq(maintenanceJobs.planId, planId));
    const outcomes = (kind: string, outcome: string) => jobs.filter((j) => j.kind === kind && j.outcome === outcome).length;
    expect(outcomes('order', 'opened')).toBe(12);
    expect(outcomes('notice', 'notified')).toBe(9);
    expect(outcomes('notice', 'skipped')).toBe(3);
    // What is left: the Jan 31 2028 occurrence and its notice (Jan 28), both still ahead on Jan 20.
    const pending = jobs.filter((j) => !j.doneAt).map((j) => `${j.kind}@${j.occurrenceAt.toISOString()}`);
    expect(pending.sort()).toEqual([`notice@${sh(2028, 1, 31, 9).toISOString()}`, `order@${sh(2028, 1, 31, 9).toISOString()}`]);
  }, 120_000);

  it('two instances ticking together on one database open each order once', async () => {
    const { url, handle, drop } = await openDatabase(kind);
    cleanups.push(drop, () => handle.close());
    await seedEmptyDatabase(createSeedRepository(handle.db), { adminPassword: ADMIN_PASSWORD, seedDemo: false });
    const clock = new Clock(sh(2027, 1, 1));
    // PostgreSQL: a connection pool of its own per instance, as two servers would have. PGlite has one connection.
    const other = url ? await openPostgres(url) : handle;
    if (url) cleanups.push(() => other.close());
    const a = await instance(handle, clock);
    cleanups.push(() => a.close());
    const b = await instance(other, clock);
    cleanups.push(() => b.close());
    const planId = await monthlyPlan(a.app);

    await runDays(clock, sh(2027, 12, 31, 23, 59), [a, b]);
    expect(await planTimes(handle, planId)).toEqual(EXPECTED);
    // After a long stop of both, both wake at once and catch up together.
    clock.set(sh(2028, 4, 2));
    await Promise.all([a.app.maintenanceScheduler.tick(), b.app.maintenanceScheduler.tick()]);
    const times = await planTimes(handle, planId);
    expect(times).toEqual(
      [...EXPECTED, sh(2028, 1, 31, 9), sh(2028, 2, 29, 9), sh(2028, 3, 31, 9)].map((t) => (typeof t === 'string' ? t : t.toISOString())),
    );
    expect(new Set(times).size).toBe(times.length);
  }, 120_000);
});
