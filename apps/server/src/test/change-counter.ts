import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Tables whose rows a refused call is meant to leave (failed sign-ins and wrong codes leave traces). */
const TRACE_TABLES = ['rate_limits', 'verification_codes', 'sms_outbox'];
const counted = new WeakSet<Database>();

/**
 * Counts every committed insert, update and delete: a row trigger on each table (partitions
 * inherit their parent's) bumps one counter in the same transaction, so a rolled-back change
 * leaves no count. Sign-in entries of the user log are traces too and are not counted.
 */
async function installChangeCounter(db: Database): Promise<void> {
  await db.execute(sql.raw('create table if not exists matrix_changes (n bigint not null)'));
  await db.execute(sql.raw('insert into matrix_changes select 0 where not exists (select 1 from matrix_changes)'));
  await db.execute(
    sql.raw(`create or replace function matrix_count_change() returns trigger language plpgsql as $$
begin
  update matrix_changes set n = n + 1;
  return null;
end $$`),
  );
  const result = await db.execute<{ relname: string }>(
    sql`select c.relname from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const tables = (result as unknown as { rows: { relname: string }[] }).rows
    .map((row) => row.relname)
    .filter((name) => name !== 'matrix_changes' && !TRACE_TABLES.includes(name));
  for (const table of tables) {
    // The user log's sign-in entries are traces (see TRACE_TABLES); its other entries count.
    const when = table === 'audit_log' ? sql.raw(`when (new.category <> 'login')`) : sql.raw('');
    const events = table === 'audit_log' ? sql.raw('insert or update') : sql.raw('insert or update or delete');
    await db.execute(
      sql`create trigger ${sql.identifier(`matrix_change_${table}`)} after ${events} on ${sql.identifier(table)}
          for each row ${when} execute function matrix_count_change()`,
    );
  }
}

/**
 * A fingerprint of every table, to prove a refused call changed nothing: the number of row
 * changes committed so far (see installChangeCounter). It costs one query however large the
 * database grows, so the matrix stays fast as features add tables.
 */
export async function fingerprint(db: Database): Promise<string> {
  if (!counted.has(db)) {
    await installChangeCounter(db);
    counted.add(db);
  }
  const rows = await db.execute<{ n: string }>(sql`select n::text as n from matrix_changes`);
  return (rows as unknown as { rows: { n: string }[] }).rows[0]!.n;
}
