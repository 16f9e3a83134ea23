import type { DeviceStatusName } from '@fieldlink/domain';
import type { Dayjs } from 'dayjs';

/** Timeline dots in the status tags' colours: online green, communication failure orange, offline grey. */
export const STATUS_TIMELINE_COLORS: Record<DeviceStatusName, string> = { online: 'green', comm_failure: 'orange', offline: 'gray' };

export const HISTORY_DAYS = 7;

/** The period the history opens with: the last 7 days up to the end of today. */
export function defaultHistoryRange(now: Dayjs): [Dayjs, Dayjs] {
  return [now.subtract(HISTORY_DAYS - 1, 'day').startOf('day'), now.endOf('day')];
}

/** A picked period as the query: from the start of its first day to the end of its last, ISO. */
export function historyRange([from, to]: readonly [Dayjs, Dayjs]): { from: string; to: string } {
  return { from: from.startOf('day').toISOString(), to: to.endOf('day').toISOString() };
}
