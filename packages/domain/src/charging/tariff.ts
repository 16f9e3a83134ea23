/**
 * Time of day and tariff periods of a charging room (spec §2 velvetRoomConfiguration). A period runs
 * from its start up to (not including) its end; an end before the start crosses midnight, and
 * "24:00" ends a period at midnight. With time-of-use pricing on, the periods must cover the whole
 * day and never overlap, so every charging minute has exactly one price.
 */
export const MINUTES_PER_DAY = 1440;

/** "HH:mm" from 00:00 to 24:00. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The minutes [start, end) of the day a span covers, split at midnight when it crosses it. */
export function spanMinutes(from: string, to: string): [number, number][] {
  if (from === to) return [];
  const start = minuteOfDay(from) % MINUTES_PER_DAY;
  const end = minuteOfDay(to) === MINUTES_PER_DAY ? MINUTES_PER_DAY : minuteOfDay(to);
  if (start < end) return [[start, end]];
  if (start === end) return [];
  return [
    [start, MINUTES_PER_DAY],
    [0, end],
  ].filter(([a, b]) => a! < b!) as [number, number][];
}

export type TariffPeriodProblem = 'empty' | 'overlap' | 'gap';

/**
 * What is wrong with a day's periods, or null: a period of no length, two periods sharing a minute,
 * or a minute of the day no period prices. With `index` the first period at fault (for the form).
 */
export function tariffPeriodProblem(
  periods: readonly { from: string; to: string }[],
): { problem: TariffPeriodProblem; index: number } | null {
  const owner = new Int16Array(MINUTES_PER_DAY).fill(-1);
  for (const [index, period] of periods.entries()) {
    const spans = spanMinutes(period.from, period.to);
    if (spans.length === 0) return { problem: 'empty', index };
    for (const [start, end] of spans) {
      for (let minute = start; minute < end; minute++) {
        if (owner[minute] !== -1) return { problem: 'overlap', index };
        owner[minute] = index;
      }
    }
  }
  const uncovered = owner.indexOf(-1);
  return uncovered === -1 ? null : { problem: 'gap', index: periods.length - 1 };
}

/** Minutes of the day a span lasts (0 for an empty one). */
export function spanLength(from: string, to: string): number {
  return spanMinutes(from, to).reduce((sum, [a, b]) => sum + b - a, 0);
}

/**
 * The capacity rule: a room's capacity counts its charging bays, and the cabinets placed in it
 * bring their slots; a room may keep bays free for cabinets still to come, never the other way.
 */
export function slotsInUse(devices: readonly { slots: number }[]): number {
  return devices.reduce((sum, device) => sum + device.slots, 0);
}

export function capacityFits(capacity: number, devices: readonly { slots: number }[]): boolean {
  return capacity >= slotsInUse(devices);
}
