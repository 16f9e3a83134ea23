import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.js';
import { PGliteThread } from './pglite-thread.js';

export { urgently } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * Applies pending migrations; safe to call from several instances at once: on PostgreSQL one
   * instance migrates under an advisory lock while the others wait for it. `then` runs while the
   * lock is still held (first-start seeding, so two instances never seed one empty database).
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only (several instances share it): calls `onPayload` for every NOTIFY on `channel`,
   * on a connection of its own that is opened again after it drops; returns the function that stops.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a small pool logged in as {@link XDATA_READER_ROLE}, where XDATA model queries
   * run (their session_user is the reader, so no RESET ROLE leads back to the server's user);
   * undefined when the reader cannot log in (no such role, no password for it), asked again a minute later.
   */
  sandbox?(): Promise<Database | undefined>;
}

/** The role XDATA model queries log in as (migrations 0036_xdata, 0040_xdata_sandbox). */
export const XDATA_READER_ROLE = 'fieldlink_xdata_reader';
const SANDBOX_RETRY_MS = 60_000;

/** A fixed advisory-lock id so concurrent instances migrate one at a time. */
const MIGRATION_LOCK = 0x46_4c_4d_47; // "FLMG"

/**
 * PostgreSQL at `url`. `readerPassword` is the XDATA reader's password (XDATA_READER_PASSWORD), for a
 * cluster that asks for one; the reader logs in on the same host and database.
 */
export async function openPostgres(url: string, options: { readerPassword?: string | undefined } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can error when the server goes away; the next query reports it instead.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let readerPool: pg.Pool | undefined;
  let reader: { at: number; db: Promise<Database | undefined> } | undefined;
  const loginReader = async (): Promise<Database | undefined> => {
    // The connection string's user and password win over a pool's own fields: they are replaced in it.
    const at = new URL(url);
    at.username = XDATA_READER_ROLE;
    at.password = options.readerPassword ?? '';
    const next = new pg.Pool({ connectionString: at.toString(), max: 2 });
    next.on('error', () => {});
    try {
      (await next.connect()).release();
      readerPool = next;
      return drizzlePg(next, { schema }) as unknown as Database;
    } catch {
      await next.end().catch(() => undefined);
      return undefined;
    }
  };
  /** Logs the reader in; when it cannot and a password is given, sets that password (where this user may) and tries again. */
  const openReader = async (): Promise<Database | undefined> => {
    const first = await loginReader();
    if (first || options.readerPassword === undefined) return first;
    const set = await pool
      .query(`ALTER ROLE ${XDATA_READER_ROLE} LOGIN PASSWORD ${pg.escapeLiteral(options.readerPassword)}`)
      .then(() => true)
      .catch(() => false);
    return set ? loginReader() : undefined;
  };
  return {
    kind: 'postgres',
    db,
    sandbox() {
      if (!reader || (readerPool === undefined && Date.now() - reader.at > SANDBOX_RETRY_MS)) reader = { at: Date.now(), db: openReader() };
      return reader.db;
    },
    async migrate(then) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: migrationsFolder() });
        await then?.();
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onPayload) {
      // A connection of its own, outside the pool: a pooled one would go back holding this
      // channel's listeners, and a dying one can report more than one error.
      let stopped = false;
      let current: pg.Client | undefined;
      const retry = () => {
        if (!stopped) setTimeout(() => void connect(), 1000).unref();
      };
      const connect = async (): Promise<void> => {
        if (stopped || pool.ending) return;
        const next = new pg.Client({ connectionString: url });
        let dropped = false;
        const drop = () => {
          if (dropped) return;
          dropped = true;
          if (current === next) current = undefined;
          next.end().catch(() => undefined);
          retry();
        };
        next.on('error', drop);
        next.on('end', drop);
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          if (stopped) {
            dropped = true;
            await next.end();
            return;
          }
          current = next;
        } catch {
          drop();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        const held = current;
        current = undefined;
        if (!held) return;
        held.removeAllListeners('end');
        held.removeAllListeners('error');
        held.on('error', () => undefined);
        await held.end().catch(() => undefined);
      };
    },
    async close() {
      await readerPool?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined. `loadDataDir`
 * starts from a dump (the tests' migrated template). `thread: 'worker'` runs it on a thread of its
 * own (`PGliteThread`: the server's event loop never waits on a statement; what the server uses),
 * `'main'` in this thread (the default; the API tests, which set FIELDLINK_PGLITE_THREAD=worker to
 * run on the worker instead).
 */
export async function openPglite(
  dir: string | undefined,
  loadDataDir?: Blob,
  options: { thread?: 'main' | 'worker' } = {},
): Promise<DatabaseHandle> {
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    removeStaleLock(dir);
  }
  const thread = options.thread ?? (process.env.FIELDLINK_PGLITE_THREAD === 'worker' ? 'worker' : 'main');
  const client =
    thread === 'worker'
      ? ((await PGliteThread.create(dir, loadDataDir)) as unknown as PGlite)
      : await PGlite.create(dir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: async (then) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
      await then?.();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
      if (dir) fs.rmSync(path.join(dir, 'fieldlink.lock'), { force: true });
    },
  };
}

/**
 * PGlite runs PostgreSQL in single-user mode inside this process; a postmaster.pid left by a
 * process that was killed would make the next start refuse the directory. Only this process
 * opens the directory, so a lock file found at start is always stale.
 */
function removeStaleLock(dir: string): void {
  claimDirectory(dir);
  const pid = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pid)) fs.rmSync(pid);
}

/** Refuses a directory another live process has open; takes it over from a dead one. */
function claimDirectory(dir: string): void {
  const lock = path.join(dir, 'fieldlink.lock');
  if (fs.existsSync(lock)) {
    const owner = Number(fs.readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DirectoryInUseError(dir, owner);
    }
  }
  fs.writeFileSync(lock, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DirectoryInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dir} is in use by process ${pid}`);
    this.name = 'DirectoryInUseError';
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  xdataReaderPassword?: string | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { readerPassword: options.xdataReaderPassword });
  return openPglite(path.join(options.dataDir, 'db'), undefined, { thread: 'worker' });
}
