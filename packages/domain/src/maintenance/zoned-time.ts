/**
 * Wall-clock time in an IANA time zone, computed with `Intl` only: the fields a clock on the wall
 * shows at an instant, and back. The back direction is DST-safe: a wall time that happens twice
 * (clocks go back) is the earlier instant; one that never happens (clocks go forward) is read with
 * the offset before the change, which lands just after the gap (02:30 becomes 03:30).
 */
export interface WallTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** An IANA zone name ('UTC', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Etc/GMT-8'), not an offset like '+08:00'. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether `zone` is an IANA time zone this runtime knows. Offsets ('+08:00') are refused on every
 * runtime, though newer ones accept them, so the browser and the server agree on what is a zone.
 */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

export function toWallTime(instant: Date, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** The wall fields read as if they were UTC (a number to compare and subtract). */
export function wallAsUtc(wall: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  d.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return d.getTime();
}

/** The zone's offset from UTC at `instant`, in milliseconds (Shanghai: +8 h). */
export function offsetAt(instant: Date, zone: string): number {
  return wallAsUtc(toWallTime(instant, zone)) - instant.getTime();
}

const DAY_MS = 86_400_000;

/** The instant at which the zone's clocks show `wall` (see the file comment for gaps and overlaps). */
export function fromWallTime(wall: WallTime, zone: string): Date {
  const local = wallAsUtc(wall);
  const before = offsetAt(new Date(local - DAY_MS), zone);
  const after = offsetAt(new Date(local + DAY_MS), zone);
  const candidates = [local - before, local - after].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (wallAsUtc(toWallTime(new Date(candidate), zone)) === local) return new Date(candidate);
  }
  // In a gap: the offset before the change moves the time forward past it.
  return new Date(local - before);
}

export function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}
