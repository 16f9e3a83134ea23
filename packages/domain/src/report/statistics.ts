/**
 * Statistic methods of a report column (spec §3 multifunction report): each is read from one
 * partial aggregate, so raw samples and roll-up buckets (1 minute, 1 hour) give the same answer.
 * Difference = last − first of the period (meter readings: consumption in the period).
 */
export const REPORT_METHODS = ['avg', 'max', 'min', 'sum', 'first', 'last', 'difference'] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];

export interface Aggregate {
  count: number;
  sum: number;
  min: number;
  max: number;
  first: number;
  firstTs: number;
  last: number;
  lastTs: number;
}

/** The aggregate of samples (in any order); undefined when there are none. */
export function aggregateSamples(samples: readonly { ts: number; value: number }[]): Aggregate | undefined {
  let out: Aggregate | undefined;
  for (const s of samples) {
    if (!Number.isFinite(s.value)) continue;
    const one: Aggregate = {
      count: 1,
      sum: s.value,
      min: s.value,
      max: s.value,
      first: s.value,
      firstTs: s.ts,
      last: s.value,
      lastTs: s.ts,
    };
    out = out ? combineAggregates(out, one) : one;
  }
  return out;
}

/** Two partial aggregates as one (buckets of a period, in any order). */
export function combineAggregates(a: Aggregate, b: Aggregate): Aggregate {
  const firstOfB = b.firstTs < a.firstTs;
  const lastOfB = b.lastTs >= a.lastTs;
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    min: Math.min(a.min, b.min),
    max: Math.max(a.max, b.max),
    first: firstOfB ? b.first : a.first,
    firstTs: firstOfB ? b.firstTs : a.firstTs,
    last: lastOfB ? b.last : a.last,
    lastTs: lastOfB ? b.lastTs : a.lastTs,
  };
}

/** A column's value for a period; null when the period holds no sample. */
export function statisticOf(method: ReportMethod, aggregate: Aggregate | undefined): number | null {
  if (!aggregate || aggregate.count === 0) return null;
  switch (method) {
    case 'avg':
      return aggregate.sum / aggregate.count;
    case 'max':
      return aggregate.max;
    case 'min':
      return aggregate.min;
    case 'sum':
      return aggregate.sum;
    case 'first':
      return aggregate.first;
    case 'last':
      return aggregate.last;
    case 'difference':
      return aggregate.last - aggregate.first;
  }
}

/** A column's value over the whole report (index cards, the total row), from its rows' aggregates. */
export function summaryOf(method: ReportMethod, aggregates: readonly (Aggregate | undefined)[]): number | null {
  let all: Aggregate | undefined;
  for (const a of aggregates) if (a) all = all ? combineAggregates(all, a) : a;
  return statisticOf(method, all);
}
