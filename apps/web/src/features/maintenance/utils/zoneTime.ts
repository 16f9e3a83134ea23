import { fromWallTime, toWallTime } from '@fieldlink/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant from the API as the company's clocks show it, "YYYY-MM-DD HH:mm" ('' when absent). */
export function formatInZone(value: string | null | undefined, zone: string): string {
  if (!value) return '';
  const w = toWallTime(new Date(value), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** "YYYY-MM-DD HH:mm" read on the company's clocks, as an ISO instant (undefined when malformed). */
export function wallTextToIso(text: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return fromWallTime({ year, month, day, hour, minute, second: 0, millisecond: 0 }, zone).toISOString();
}
