import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, urgently, type DatabaseHandle } from './client.js';
import { companies } from './schema/index.js';

// Embedded PGlite on its own thread (what the server runs): drizzle through it answers as it does
// in-process — rows, timestamps as the database's text, bytea, errors with their SQLSTATE — and a
// transaction is exclusive: it commits or rolls back as a whole, and nothing else runs inside it.
describe('PGlite on a worker thread', () => {
  let handle: DatabaseHandle;
  let inProcess: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite(undefined, undefined, { thread: 'worker' });
    inProcess = await openPglite(undefined, undefined, { thread: 'main' });
    await handle.migrate();
    await inProcess.migrate();
  });
  afterAll(async () => {
    await handle.close();
    await inProcess.close();
  });

  it('answers the same rows as PGlite in this thread (objects, arrays, timestamps as text, bytea)', async () => {
    const query = sql`select 1::int as one, 'a'::text as t, '2026-01-02 03:04:05+00'::timestamptz as at, '\\x0102'::bytea as b, '{1,2}'::int[] as list, null as nothing`;
    const [onThread] = rowsOf<Record<string, unknown>>(await handle.db.execute(query));
    const [here] = rowsOf<Record<string, unknown>>(await inProcess.db.execute(query));
    expect(onThread).toEqual(here);
    expect(onThread!.at).toBe('2026-01-02 03:04:05+00');
    expect(Array.from(onThread!.b as Uint8Array)).toEqual([1, 2]);

    const [company] = await handle.db.insert(companies).values({ name: 'Thread' }).returning();
    const read = await handle.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(read).toEqual([company]);
    expect(company!.createdAt).toBeInstanceOf(Date);
  });

  it('reports a database error with its SQLSTATE', async () => {
    const error = await handle.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    expect(code).toBe('42P01');
    // The connection is usable afterwards.
    expect(rowsOf(await handle.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
  });

  it('commits a transaction as a whole, rolls a failed one back, and keeps other statements out of it', async () => {
    const name = (n: string) => `tx-${n}`;
    await handle.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: name('kept') });
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(companies).values({ name: name('undone') });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A statement sent while a transaction is open waits for it: it sees the transaction's rows only
    // once it committed, never the half of a transaction.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = handle.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: name('late') });
      await held;
    });
    const outside = handle.db
      .select()
      .from(companies)
      .where(eq(companies.name, name('late')));
    let outsideDone = false;
    void outside.then(() => (outsideDone = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(outsideDone).toBe(false);
    release();
    await open;
    expect(await outside).toHaveLength(1);

    const names = (await handle.db.select({ name: companies.name }).from(companies)).map((c) => c.name);
    expect(names).toContain(name('kept'));
    expect(names).not.toContain(name('undone'));
  });

  it('answers statements in the order they were sent', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => handle.db.execute(sql`select ${i}::int as i`)));
    expect(answers.map((a) => rowsOf<{ i: number }>(a)[0]!.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('dumps its data directory (the tests take their template this way)', async () => {
    const dump = await (handle.db as unknown as { $client: { dumpDataDir(c?: string): Promise<Blob> } }).$client.dumpDataDir('none');
    expect(dump.size).toBeGreaterThan(1000);
  });
});

describe('urgent statements on the worker thread', () => {
  it('run ahead of the statements waiting for their turn, never inside a transaction', async () => {
    const handle = await openPglite(undefined, undefined, { thread: 'worker' });
    try {
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A transaction holds the line; plain statements queue behind it, then an urgent one.
      const open = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
        order.push('transaction');
      });
      const plain = [1, 2, 3].map((i) => handle.db.execute(sql`select ${i}::int`).then(() => order.push(`plain ${i}`)));
      const urgent = urgently(() => handle.db.execute(sql`select 0`)).then(() => order.push('urgent'));
      release();
      await Promise.all([open, urgent, ...plain]);
      expect(order).toEqual(['transaction', 'urgent', 'plain 1', 'plain 2', 'plain 3']);
    } finally {
      await handle.close();
    }
  });
});
