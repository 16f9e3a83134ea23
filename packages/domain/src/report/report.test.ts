import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOfPeriodKey, duePeriod, reportDays, reportPeriods, reportResolution, weekStart } from './periods.js';
import { moduleColumnIndexes, ReportConfigBodySchema, ReportItemQuerySchema } from './schemas.js';
import { aggregateSamples, combineAggregates, statisticOf, summaryOf } from './statistics.js';

const H = 3_600_000;
const OFFSET = 480;

describe('statistic methods', () => {
  const samples = [
    { ts: 3, value: 30 },
    { ts: 1, value: 10 },
    { ts: 2, value: 5 },
    { ts: 4, value: 40 },
  ];
  const agg = aggregateSamples(samples);
  it.each([
    ['avg', 21.25],
    ['max', 40],
    ['min', 5],
    ['sum', 85],
    ['first', 10],
    ['last', 40],
    ['difference', 30],
  ] as const)('%s', (method, expected) => expect(statisticOf(method, agg)).toBe(expected));
  it('no samples: null', () => expect(statisticOf('avg', aggregateSamples([]))).toBeNull());
  it('bucket aggregates combine to the aggregate of all samples (any split)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 40 }), fc.nat(), (values, cut) => {
        const all = values.map((value, ts) => ({ ts, value }));
        const k = (cut % all.length) + 1;
        const a = aggregateSamples(all.slice(0, k));
        const b = aggregateSamples(all.slice(k));
        const combined = b ? combineAggregates(b, a!) : a;
        expect(combined).toEqual(aggregateSamples(all));
      }),
    );
  });
  it('summary over rows: difference is last of the last row minus first of the first', () => {
    const rows = [
      aggregateSamples([
        { ts: 1, value: 100 },
        { ts: 2, value: 110 },
      ]),
      undefined,
      aggregateSamples([{ ts: 5, value: 150 }]),
    ];
    expect(summaryOf('difference', rows)).toBe(50);
    expect(summaryOf('sum', rows)).toBe(360);
  });
});

describe('report periods', () => {
  it('a day by the hour: 24 rows from local midnight', () => {
    const rows = reportPeriods({
      storageMode: 'interval',
      intervalS: 3600,
      periodTimeList: [],
      days: reportDays('day', '2026-11-21'),
      utcOffsetMinutes: OFFSET,
    })!;
    expect(rows).toHaveLength(24);
    expect(new Date(rows[0]!.start).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(rows[0]!.label).toBe('2026-11-21 00:00');
    expect(rows[23]!.label).toBe('2026-11-21 23:00');
  });
  it('week is Monday to Sunday; month is the calendar month', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(reportDays('week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    expect(reportDays('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(reportDays('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(reportDays('custom', '2026-11-01', { from: '2026-11-01', to: '2026-11-03' })).toEqual({ from: '2026-11-01', to: '2026-11-04' });
  });
  it('periodTimeList: one row per period per day; a night shift runs into the next day', () => {
    const rows = reportPeriods({
      storageMode: 'period',
      intervalS: null,
      periodTimeList: [
        { title: 'Day', start: '08:00', end: '20:00' },
        { title: 'Night', start: '20:00', end: '08:00' },
      ],
      days: { from: '2026-11-21', to: '2026-11-23' },
      utcOffsetMinutes: OFFSET,
    })!;
    expect(rows.map((r) => r.label)).toEqual(['2026-11-21 Day', '2026-11-21 Night', '2026-11-22 Day', '2026-11-22 Night']);
    expect(rows[1]!.end - rows[1]!.start).toBe(12 * H);
  });
  it('stops at now: no row for later today or tomorrow, the running one stays', () => {
    // 2026-11-25 10:30 at UTC+8.
    const now = Date.parse('2026-11-25T02:30:00Z');
    const month = reportPeriods({
      storageMode: 'interval',
      intervalS: 86_400,
      periodTimeList: [],
      days: reportDays('month', '2026-11-25'),
      utcOffsetMinutes: OFFSET,
      now,
    })!;
    expect(month.map((r) => r.label.slice(0, 10)).at(-1)).toBe('2026-11-25');
    expect(month).toHaveLength(25);
    const day = reportPeriods({
      storageMode: 'interval',
      intervalS: 3600,
      periodTimeList: [],
      days: reportDays('day', '2026-11-25'),
      utcOffsetMinutes: OFFSET,
      now,
    })!;
    expect(day.at(-1)!.label).toBe('2026-11-25 10:00');
    const shifts = reportPeriods({
      storageMode: 'period',
      intervalS: null,
      periodTimeList: [
        { title: 'Day', start: '08:00', end: '20:00' },
        { title: 'Night', start: '20:00', end: '08:00' },
      ],
      days: reportDays('week', '2026-11-25'),
      utcOffsetMinutes: OFFSET,
      now,
    })!;
    expect(shifts.at(-1)!.label).toBe('2026-11-25 Day');
    const tomorrow = reportPeriods({
      ...{ storageMode: 'interval', intervalS: 3600, periodTimeList: [] },
      days: reportDays('day', '2026-11-26'),
      utcOffsetMinutes: OFFSET,
      now,
    } as const);
    expect(tomorrow).toEqual([]);
  });
  it('too many rows: undefined; seconds shown below a minute', () => {
    expect(
      reportPeriods({
        storageMode: 'interval',
        intervalS: 2,
        periodTimeList: [],
        days: reportDays('day', '2026-11-21'),
        utcOffsetMinutes: 0,
      }),
    ).toBeUndefined();
    const rows = reportPeriods({
      storageMode: 'interval',
      intervalS: 90,
      periodTimeList: [],
      days: { from: '2026-11-21', to: '2026-11-22' },
      utcOffsetMinutes: 0,
    })!;
    expect(rows[1]!.label).toBe('2026-11-21 00:01:30');
  });
  it('resolution: roll-ups for long hour-aligned ranges, raw for short ones', () => {
    const month = reportPeriods({
      storageMode: 'interval',
      intervalS: 86_400,
      periodTimeList: [],
      days: reportDays('month', '2026-11-01'),
      utcOffsetMinutes: OFFSET,
    })!;
    expect(reportResolution(month)).toBe('1h');
    const day = reportPeriods({
      storageMode: 'interval',
      intervalS: 3600,
      periodTimeList: [],
      days: reportDays('day', '2026-11-01'),
      utcOffsetMinutes: OFFSET,
    })!;
    expect(reportResolution(day)).toBe('1m');
    const short = reportPeriods({
      storageMode: 'interval',
      intervalS: 90,
      periodTimeList: [],
      days: reportDays('day', '2026-11-01'),
      utcOffsetMinutes: OFFSET,
    })!;
    expect(reportResolution(short)).toBe('raw');
  });
  it('scheduled deliveries cover the last finished day, week and month', () => {
    const now = Date.UTC(2026, 10, 18, 1); // Wed 2026-11-18 09:00 at UTC+8
    expect(duePeriod('daily', now, OFFSET)).toEqual({ key: 'daily:2026-11-17', days: { from: '2026-11-17', to: '2026-11-18' } });
    expect(duePeriod('weekly', now, OFFSET)).toEqual({ key: 'weekly:2026-11-09', days: { from: '2026-11-09', to: '2026-11-16' } });
    expect(duePeriod('monthly', now, OFFSET)).toEqual({ key: 'monthly:2026-10', days: { from: '2026-10-01', to: '2026-11-01' } });
  });
});

describe('delivery keys', () => {
  it('a due period key names its days again', () => {
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      const due = duePeriod(frequency, Date.UTC(2026, 0, 3, 12), OFFSET);
      expect(daysOfPeriodKey(due.key)).toEqual({ frequency, days: due.days });
    }
    expect(daysOfPeriodKey('yearly:2026')).toBeUndefined();
  });
});

describe('report config schema', () => {
  const body = {
    name: 'Daily output',
    projectId: 1,
    storageMode: 'interval',
    intervalS: 3600,
    timeType: 'day',
    columns: [{ pointId: 4, method: 'difference' }],
    modules: [{ type: 'table', title: 'Table' }],
  };
  it('accepts a report and fills defaults', () => {
    const parsed = ReportConfigBodySchema.parse(body);
    expect(parsed.modules[0]).toMatchObject({ width: 'full', columns: [], chart: 'line' });
    expect(parsed.schedule).toBeNull();
  });
  it('interval at least 2 s (spec §5)', () => {
    expect(ReportConfigBodySchema.safeParse({ ...body, intervalS: 2 }).success).toBe(true);
    expect(ReportConfigBodySchema.safeParse({ ...body, intervalS: 1 }).error?.issues[0]?.message).toBe('validation.reportInterval');
  });
  it('period mode needs periods; modules name existing columns; e-mail needs recipients', () => {
    expect(ReportConfigBodySchema.safeParse({ ...body, storageMode: 'period' }).error?.issues[0]?.message).toBe(
      'validation.periodsRequired',
    );
    expect(ReportConfigBodySchema.safeParse({ ...body, modules: [{ type: 'card', title: 'x', columns: [1] }] }).success).toBe(false);
    expect(
      ReportConfigBodySchema.safeParse({ ...body, schedule: { frequency: 'weekly', channel: 'email' } }).error?.issues[0]?.message,
    ).toBe('validation.recipientsRequired');
    expect(ReportConfigBodySchema.safeParse({ ...body, name: '名'.repeat(21) }).success).toBe(false);
  });
});

describe('report items (one module)', () => {
  it('a module shows the columns it names, in the report order; none named = all', () => {
    expect(moduleColumnIndexes({ columns: [] }, 3)).toEqual([0, 1, 2]);
    expect(moduleColumnIndexes({ columns: [2, 0] }, 3)).toEqual([0, 2]);
    expect(moduleColumnIndexes({ columns: [0] }, 0)).toEqual([]);
  });
  it('the item query needs an item and checks the range like the whole report', () => {
    expect(ReportItemQuerySchema.parse({ item: '1', date: '2026-10-05' })).toEqual({ item: 1, date: '2026-10-05' });
    expect(ReportItemQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(ReportItemQuerySchema.safeParse({ item: '-1' }).success).toBe(false);
    expect(ReportItemQuerySchema.safeParse({ item: '0', from: '2026-10-05', to: '2026-10-04' }).error?.issues[0]?.message).toBe(
      'validation.rangeOrder',
    );
  });
});
