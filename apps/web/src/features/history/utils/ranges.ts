/** The range presets of the history views. */
export const RANGE_PRESETS = ['1h', '24h', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const HOUR = 3_600_000;
const SPAN: Record<RangePreset, number> = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR };

/** [now - span, now] as ISO strings, `now` rounded down to the minute (so repeated renders ask the same). */
export function presetRange(preset: RangePreset, now: number): { from: string; to: string } {
  const to = Math.floor(now / 60_000) * 60_000;
  return { from: new Date(to - SPAN[preset]).toISOString(), to: new Date(to).toISOString() };
}

/** `pointIds=1,2,3` from a query string; invalid entries dropped. */
export function pointIdsFromQuery(value: string | null): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0);
}

/** The history page's address for a device and its points (the device page links here). */
export function historyPath(deviceId: number, pointIds: readonly number[]): string {
  const q = new URLSearchParams({ deviceId: String(deviceId) });
  if (pointIds.length) q.set('pointIds', pointIds.join(','));
  return `/dataAnalysis/history?${q.toString()}`;
}
