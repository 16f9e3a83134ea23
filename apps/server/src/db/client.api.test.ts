import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, freshPostgresDatabase } from '../test/harness.js';
import { sql } from 'drizzle-orm';
import { openPostgres, rowsOf, type DatabaseHandle } from './client.js';

const onPostgres = databaseKinds().includes('postgres');

describe.runIf(onPostgres)('LISTEN on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    handle = await openPostgres(database.url);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('listens again on a new connection after its own is killed', async () => {
    const received: string[] = [];
    const stop = await handle.listen!('fieldlink_test_channel', (payload) => received.push(payload));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`NOTIFY fieldlink_test_channel, 'before'`);
      await vi.waitFor(() => expect(received).toEqual(['before']));

      const killed = await admin.query<{ pid: number }>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      expect(killed.rowCount).toBe(1);
      const killedPid = killed.rows[0]!.pid;
      await vi.waitFor(
        async () => {
          // Idle on a new backend: the new connection's LISTEN has finished (a NOTIFY sent while it runs is
          // not for it yet), and the killed backend, whose row can linger a moment, is not taken for it.
          const { rows } = await admin.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND state = 'idle' AND pid <> $1`,
            [killedPid],
          );
          expect(rows).toHaveLength(1);
        },
        { timeout: 5000, interval: 100 },
      );
      await admin.query(`NOTIFY fieldlink_test_channel, 'after'`);
      await vi.waitFor(() => expect(received).toEqual(['before', 'after']));
    } finally {
      await admin.end();
      await stop();
    }
  });

  it('leaves nothing behind on the pool when it stops: a pooled connection dying later is for the pool to handle', async () => {
    const stop = await handle.listen!('fieldlink_test_channel', () => undefined);
    await stop();
    await handle.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Every other connection of this database dies (a failover, an administrator): the pool drops them.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = rowsOf<{ one: number }>(await handle.db.execute(sql`select 1 as one`));
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});
