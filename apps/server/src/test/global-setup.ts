import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { createSeedRepository } from '../seed/seed.repository.js';
import { seedEmptyDatabase } from '../seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
    /** The same, seeded as on a first start (the admin; with `demo` also the demo company): what test apps clone. */
    pgliteSeeded: Record<SeededKind, string>;
    postgresSeeded: Record<SeededKind, string> | null;
  }
}

/**
 * Test databases are named `fieldlink_test_r<started, epoch seconds>_<pid>_...`: a run drops its own
 * at the end, and at the start only those of runs that began over three hours ago (crashed runs),
 * so two runs on one PostgreSQL server (developers, CI, helpers) never drop each other's databases.
 */
const RUN_PREFIX = `fieldlink_test_r${Math.floor(Date.now() / 1000)}_${process.pid}_`;
const TEMPLATE_DB = `${RUN_PREFIX}template`;
const STALE_AFTER_S = 3 * 60 * 60;
/** The test apps' admin password (the seeded templates hold its hash). */
export const TEMPLATE_ADMIN_PASSWORD = 'Admin12345';
export type SeededKind = 'demo' | 'bare';
const SEEDED_KINDS: SeededKind[] = ['demo', 'bare'];

/** Seeds a migrated database as a first start does (hashing passwords and writing the demo took ~1.3 s per test app). */
async function seedTemplate(handle: DatabaseHandle, kind: SeededKind): Promise<void> {
  await seedEmptyDatabase(createSeedRepository(handle.db), { adminPassword: TEMPLATE_ADMIN_PASSWORD, seedDemo: kind === 'demo' });
}

/**
 * A data-directory dump, uncompressed: each of the ~90 PGlite test apps of a run opens one, and
 * unpacking a gzipped 47 MB archive cost a quarter of the ~1 s of CPU an open takes.
 */
async function dumpPglite(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Migrates one template per database kind, once for the whole run: a PGlite data-directory dump,
 * and (with TEST_DATABASE_URL) a PostgreSQL template database. Each test file clones its own.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  const handle = await openPglite(undefined);
  await handle.migrate();
  await dumpPglite(handle, dumpPath);
  await handle.close();
  project.provide('pgliteTemplate', dumpPath);
  const pgliteSeeded = {} as Record<SeededKind, string>;
  for (const kind of SEEDED_KINDS) {
    const seeded = await openPglite(undefined, new Blob([fs.readFileSync(dumpPath)]));
    await seedTemplate(seeded, kind);
    pgliteSeeded[kind] = path.join(dir, `template-${kind}.tar`);
    await dumpPglite(seeded, pgliteSeeded[kind]);
    await seeded.close();
  }
  project.provide('pgliteSeeded', pgliteSeeded);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropTestDatabases(admin, (name) => isStale(name));
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openPostgres(withDatabase(url, TEMPLATE_DB));
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', { adminUrl: url, template: TEMPLATE_DB });
    const postgresSeeded = {} as Record<SeededKind, string>;
    for (const kind of SEEDED_KINDS) {
      // Named `…<kind>template`: a clone takes the name without `template` and keeps the run's prefix.
      const name = `${RUN_PREFIX}${kind}template`;
      const creator = new pg.Client({ connectionString: url });
      await creator.connect();
      await creator.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      await creator.end();
      const seeded = await openPostgres(withDatabase(url, name));
      await seedTemplate(seeded, kind);
      await seeded.close();
      postgresSeeded[kind] = name;
    }
    project.provide('postgresSeeded', postgresSeeded);
  } else {
    project.provide('postgresTemplate', null);
    project.provide('postgresSeeded', null);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await dropTestDatabases(admin, (name) => name.startsWith(RUN_PREFIX));
      await admin.end();
    }
  };
}

/** A test database of a run that started long ago, or named before runs carried their start time. */
function isStale(name: string): boolean {
  const started = /^fieldlink_test_r(\d+)_\d+_/.exec(name);
  if (!started) return true;
  return Date.now() / 1000 - Number(started[1]) > STALE_AFTER_S;
}

async function dropTestDatabases(admin: pg.Client, which: (name: string) => boolean) {
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'fieldlink_test_%'`);
  for (const { datname } of rows.filter((row) => which(row.datname)))
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
