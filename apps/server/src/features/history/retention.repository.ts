import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.js';

/** `samples_yYYYYmMM` -> the month's end (the partition holds [start, end)). */
export function partitionEnd(name: string): Date | null {
  const m = /^samples_y(\d{4})m(\d{2})$/.exec(name);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) : null;
}

const companyPoints = (companyId: number) =>
  sql`select p.id from points p join devices d on d.id = p.device_id where d.company_id = ${companyId}`;

export function createRetentionRepository(db: Database) {
  /** Deletes in batches of `batch` rows until none is left: short transactions, no long lock. */
  async function deleteInBatches(statement: (batch: number) => ReturnType<typeof sql>, batch: number) {
    let total = 0;
    for (;;) {
      const rows = rowsOf<{ n: number }>(await db.execute(statement(batch)));
      const n = Number(rows[0]?.n ?? 0);
      total += n;
      if (n < batch) return total;
    }
  }

  return {
    /** The monthly partitions of `samples` with the end of their month. */
    async partitions() {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`
          select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
          where p.relname = 'samples'`),
      );
      return rows.flatMap((r) => {
        const end = partitionEnd(r.name);
        return end ? [{ name: r.name, end }] : [];
      });
    },

    async dropPartition(name: string) {
      if (!partitionEnd(name)) throw new Error(`not a samples partition: ${name}`);
      await db.execute(sql.raw(`drop table if exists ${name}`));
    },

    /** Companies that set a retention. */
    async retentions() {
      return rowsOf<{ companyId: number; retentionMonths: number }>(
        await db.execute(sql`
          select company_id as "companyId", retention_months as "retentionMonths"
          from company_history_settings where retention_months is not null`),
      );
    },

    /** Everything older than `before` that a dropped partition did not take: the default partition and roll-ups. */
    async deleteAllBefore(before: Date, batch = 10_000) {
      const at = before.toISOString();
      let n = await deleteInBatches(
        (
          b,
        ) => sql`with d as (delete from samples_default where ctid in (select ctid from samples_default where ts < ${at}::timestamptz limit ${b}) returning 1)
                   select count(*)::int as n from d`,
        batch,
      );
      for (const table of ['samples_1m', 'samples_1h'])
        n += await deleteInBatches(
          (b) => sql`with d as (delete from ${sql.raw(table)} where (point_id, bucket) in
                       (select point_id, bucket from ${sql.raw(table)} where bucket < ${at}::timestamptz limit ${b}) returning 1)
                     select count(*)::int as n from d`,
          batch,
        );
      return n;
    },

    /** One company's samples and roll-ups older than `before`, in batches. */
    async deleteCompanyBefore(companyId: number, before: Date, batch = 10_000) {
      const at = before.toISOString();
      let n = 0;
      for (const [table, column] of [
        ['samples', 'ts'],
        ['samples_1m', 'bucket'],
        ['samples_1h', 'bucket'],
      ] as const)
        n += await deleteInBatches(
          (b) => sql`with d as (delete from ${sql.raw(table)} where (point_id, ${sql.raw(column)}) in
                       (select point_id, ${sql.raw(column)} from ${sql.raw(table)}
                        where point_id in (${companyPoints(companyId)}) and ${sql.raw(column)} < ${at}::timestamptz limit ${b})
                       returning 1)
                     select count(*)::int as n from d`,
          batch,
        );
      return n;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
