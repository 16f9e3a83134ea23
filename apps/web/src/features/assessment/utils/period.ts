import dayjs from 'dayjs';

/** The first and last day of the month `offset` months from now, as YYYY-MM-DD. */
export function monthPeriod(offset = 0, now = dayjs()): { from: string; to: string } {
  const month = now.add(offset, 'month');
  return { from: month.startOf('month').format('YYYY-MM-DD'), to: month.endOf('month').format('YYYY-MM-DD') };
}

/** An on-time rate (0–1) as a percentage with one decimal, '—' when there is none. */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`;
}
