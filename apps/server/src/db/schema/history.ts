import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Roll-ups of numeric samples per point and bucket (bucket start aligned to the epoch, UTC), kept
 * up to date by the ingest batch writer from the rows it actually inserted, so a duplicate sample
 * never counts twice. `avg = sum / count`; first and last carry their sample's time so two partial
 * aggregates of one bucket combine in any order.
 */
const rollupColumns = {
  pointId: integer('point_id').notNull(),
  bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
  sum: doublePrecision('sum').notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max').notNull(),
  firstTs: timestamp('first_ts', { withTimezone: true, mode: 'date' }).notNull(),
  firstValue: doublePrecision('first_value').notNull(),
  lastTs: timestamp('last_ts', { withTimezone: true, mode: 'date' }).notNull(),
  lastValue: doublePrecision('last_value').notNull(),
};

export const samples1m = pgTable('samples_1m', rollupColumns, (t) => [
  primaryKey({ name: 'samples_1m_pkey', columns: [t.pointId, t.bucket] }),
]);

export const samples1h = pgTable('samples_1h', rollupColumns, (t) => [
  primaryKey({ name: 'samples_1h_pkey', columns: [t.pointId, t.bucket] }),
]);

/**
 * Per company: how many months of history are kept (retention; null = the platform default) and how
 * far back its users may look (HisDataLimit, days; null = no limit).
 */
export const companyHistorySettings = pgTable('company_history_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retentionMonths: integer('retention_months'),
  hisDataLimitDays: integer('his_data_limit_days'),
});

/** Per user: a narrower HisDataLimit (days) than the company's. */
export const userHistoryLimits = pgTable('user_history_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hisDataLimitDays: integer('his_data_limit_days').notNull(),
});
