import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../db/schema/index.js';
import { buildTestApp, databaseKinds, type TestApp } from './harness.js';
import { fingerprint } from './change-counter.js';

// The authorization matrix trusts this fingerprint to prove a refused call changed nothing.
describe.each(databaseKinds())('matrix change counter on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('moves with every committed change, on any table, and not with a rolled-back one', async () => {
    const db = t.database.db;
    const start = await fingerprint(db);
    expect(await fingerprint(db)).toBe(start);

    const [row] = await db.insert(regions).values({ name: 'CounterRegion' }).returning();
    const afterInsert = await fingerprint(db);
    expect(afterInsert).not.toBe(start);

    await db
      .transaction(async (tx) => {
        await tx
          .update(regions)
          .set({ name: 'Rolled back' })
          .where(sql`id = ${row!.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await fingerprint(db)).toBe(afterInsert);

    await db.delete(regions).where(sql`id = ${row!.id}`);
    expect(await fingerprint(db)).not.toBe(afterInsert);
  });
});
