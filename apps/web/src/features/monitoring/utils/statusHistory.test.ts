import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultHistoryRange, historyRange } from './statusHistory';

describe('status history range', () => {
  it('opens on the last 7 days, whole days, and asks from the first day start to the last day end', () => {
    const now = dayjs('2025-06-10T15:30:00');
    const [from, to] = defaultHistoryRange(now);
    expect(from.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-06-04 00:00:00');
    expect(to.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-06-10 23:59:59');
    const query = historyRange([dayjs('2025-06-01T12:00:00'), dayjs('2025-06-02T01:00:00')]);
    expect(query).toEqual({
      from: dayjs('2025-06-01T00:00:00.000').toISOString(),
      to: dayjs('2025-06-02T23:59:59.999').toISOString(),
    });
  });
});
