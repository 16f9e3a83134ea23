import { z } from 'zod';
import { HISTORY_BUCKETS } from '../device/responses.js';

/** Series one chart may ask for at once. */
export const HISTORY_MAX_SERIES = 20;
/** Months every company keeps when it set nothing (retention). */
export const DEFAULT_RETENTION_MONTHS = 24;
const DAY_MS = 86_400_000;

const pointIds = z
  .string()
  .transform((s) => s.split(',').map((x) => Number(x.trim())))
  .pipe(
    z
      .array(z.number().int().positive(), { error: 'validation.pointIds' })
      .min(1, { error: 'validation.pointIds' })
      .max(HISTORY_MAX_SERIES, { error: 'validation.pointIds' }),
  );

const range = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  bucket: z.enum(HISTORY_BUCKETS).default('auto'),
};
const ordered = (q: { from: string; to: string }) => Date.parse(q.from) <= Date.parse(q.to);

/** `GET /history?pointIds=1,2,3&from&to&bucket=`: several series for one chart. */
export const HistoryMultiQuerySchema = z.object({ pointIds, ...range }).refine(ordered, { path: ['to'], error: 'validation.rangeOrder' });
export type HistoryMultiQuery = z.infer<typeof HistoryMultiQuerySchema>;

export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** `GET /history/export`: the same series as a streamed CSV or Excel file. */
export const HistoryExportQuerySchema = z
  .object({ pointIds, ...range, format: z.enum(HISTORY_EXPORT_FORMATS).default('csv'), lang: z.enum(['zh-CN', 'en-US']).optional() })
  .refine(ordered, { path: ['to'], error: 'validation.rangeOrder' });
export type HistoryExportQuery = z.infer<typeof HistoryExportQuerySchema>;

/** A company's history settings (retention in months, HisDataLimit in days; null = default / none). */
export const CompanyHistorySettingsSchema = z.object({
  retentionMonths: z
    .number({ error: 'validation.retentionMonths' })
    .int({ error: 'validation.retentionMonths' })
    .min(1, { error: 'validation.retentionMonths' })
    .max(120, { error: 'validation.retentionMonths' })
    .nullable(),
  hisDataLimitDays: z
    .number({ error: 'validation.hisDataLimitDays' })
    .int({ error: 'validation.hisDataLimitDays' })
    .min(1, { error: 'validation.hisDataLimitDays' })
    .max(3650, { error: 'validation.hisDataLimitDays' })
    .nullable(),
});
export type CompanyHistorySettings = z.infer<typeof CompanyHistorySettingsSchema>;
export const UserHistoryLimitSchema = CompanyHistorySettingsSchema.pick({ hisDataLimitDays: true });

/** The days a user may look back: the narrower of the company's and the user's own limit. */
export function effectiveLimitDays(company: number | null | undefined, user: number | null | undefined): number | null {
  const limits = [company, user].filter((x): x is number => typeof x === 'number' && x > 0);
  return limits.length ? Math.min(...limits) : null;
}

/** HisDataLimit: `from` moved up to the earliest moment the user may see; `limitedFrom` says it moved. */
export function clampRange(from: Date, to: Date, now: Date, limitDays: number | null) {
  if (limitDays === null) return { from, to, limitedFrom: null as Date | null };
  const earliest = new Date(now.getTime() - limitDays * DAY_MS);
  if (from >= earliest) return { from, to, limitedFrom: null as Date | null };
  return { from: earliest, to: to < earliest ? earliest : to, limitedFrom: earliest };
}

/** First instant of the UTC month `months` before `now`'s month: data before it is out of retention. */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

/**
 * Retention plan. Partitions are monthly and shared by every company, so a partition is dropped
 * only when it ends before the cutoff of the LONGEST retention of all companies; a company that
 * keeps less has its rows deleted (in batches) from the partitions between its own cutoff and that.
 */
export function retentionPlan(
  now: Date,
  partitions: readonly { name: string; end: Date }[],
  companies: readonly { companyId: number; retentionMonths: number | null }[],
  defaultMonths = DEFAULT_RETENTION_MONTHS,
) {
  const months = (c: { retentionMonths: number | null }) => c.retentionMonths ?? defaultMonths;
  const longest = Math.max(defaultMonths, ...companies.map(months));
  const dropBefore = retentionCutoff(now, longest);
  return {
    dropBefore,
    drop: partitions.filter((p) => p.end <= dropBefore).map((p) => p.name),
    deletes: companies.filter((c) => months(c) < longest).map((c) => ({ companyId: c.companyId, before: retentionCutoff(now, months(c)) })),
  };
}
