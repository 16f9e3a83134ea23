import { describe, expect, it } from 'vitest';
import {
  clampRange,
  CompanyHistorySettingsSchema,
  DEFAULT_RETENTION_MONTHS,
  effectiveLimitDays,
  HistoryExportQuerySchema,
  HistoryMultiQuerySchema,
  retentionCutoff,
  retentionPlan,
} from './rules.js';

const DAY = 86_400_000;

describe('HisDataLimit', () => {
  it('takes the narrower of the company and the user limit', () => {
    expect(effectiveLimitDays(null, null)).toBeNull();
    expect(effectiveLimitDays(30, null)).toBe(30);
    expect(effectiveLimitDays(null, 7)).toBe(7);
    expect(effectiveLimitDays(30, 90)).toBe(30);
  });

  it('moves `from` up to the earliest allowed moment and says so', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const from = new Date(now.getTime() - 10 * DAY);
    expect(clampRange(from, now, now, null)).toEqual({ from, to: now, limitedFrom: null });
    expect(clampRange(from, now, now, 30)).toEqual({ from, to: now, limitedFrom: null });
    const earliest = new Date(now.getTime() - 3 * DAY);
    expect(clampRange(from, now, now, 3)).toEqual({ from: earliest, to: now, limitedFrom: earliest });
    // A range wholly before the limit becomes empty at the limit.
    expect(clampRange(from, new Date(now.getTime() - 5 * DAY), now, 3).to).toEqual(earliest);
  });
});

describe('retention plan', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const month = (y: number, m: number) => ({ name: `samples_y${y}m${String(m).padStart(2, '0')}`, end: new Date(Date.UTC(y, m, 1)) });
  const partitions = [month(2024, 1), month(2024, 10), month(2024, 11), month(2025, 6), month(2026, 10), month(2026, 11)];

  it('drops only partitions older than the longest retention of any company', () => {
    expect(retentionCutoff(now, 24)).toEqual(new Date('2024-11-01T00:00:00Z'));
    const plan = retentionPlan(now, partitions, [
      { companyId: 1, retentionMonths: 6 },
      { companyId: 2, retentionMonths: null },
    ]);
    // The default (24 months) is the longest: January and October 2024 go, November 2024 stays.
    expect(plan.drop).toEqual(['samples_y2024m01', 'samples_y2024m10']);
    expect(plan.deletes).toEqual([{ companyId: 1, before: new Date('2026-05-01T00:00:00Z') }]);
  });

  it('keeps everything a long-retention company still needs', () => {
    const plan = retentionPlan(now, partitions, [
      { companyId: 1, retentionMonths: 36 },
      { companyId: 2, retentionMonths: 3 },
    ]);
    expect(plan.drop).toEqual([]);
    expect(plan.deletes.map((d) => d.companyId)).toEqual([2]);
    expect(DEFAULT_RETENTION_MONTHS).toBe(24);
  });
});

describe('history queries', () => {
  const range = { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' };
  it('parses point lists and refuses empty, invalid or too many', () => {
    expect(HistoryMultiQuerySchema.parse({ ...range, pointIds: '3, 1,2' }).pointIds).toEqual([3, 1, 2]);
    expect(HistoryMultiQuerySchema.safeParse({ ...range, pointIds: '' }).success).toBe(false);
    expect(HistoryMultiQuerySchema.safeParse({ ...range, pointIds: 'a' }).success).toBe(false);
    expect(HistoryMultiQuerySchema.safeParse({ ...range, pointIds: Array.from({ length: 21 }, (_, i) => i + 1).join(',') }).success).toBe(
      false,
    );
    expect(HistoryMultiQuerySchema.safeParse({ from: range.to, to: range.from, pointIds: '1' }).success).toBe(false);
  });

  it('exports csv by default and takes a language', () => {
    const q = HistoryExportQuerySchema.parse({ ...range, pointIds: '1', lang: 'en-US' });
    expect(q).toMatchObject({ format: 'csv', bucket: 'auto', lang: 'en-US' });
    expect(HistoryExportQuerySchema.safeParse({ ...range, pointIds: '1', format: 'pdf' }).success).toBe(false);
  });

  it('holds company settings to whole months and days in range', () => {
    expect(CompanyHistorySettingsSchema.safeParse({ retentionMonths: 12, hisDataLimitDays: null }).success).toBe(true);
    expect(CompanyHistorySettingsSchema.safeParse({ retentionMonths: 0, hisDataLimitDays: null }).success).toBe(false);
    expect(CompanyHistorySettingsSchema.safeParse({ retentionMonths: 1.5, hisDataLimitDays: null }).success).toBe(false);
    expect(CompanyHistorySettingsSchema.safeParse({ retentionMonths: null, hisDataLimitDays: 4000 }).success).toBe(false);
  });
});
