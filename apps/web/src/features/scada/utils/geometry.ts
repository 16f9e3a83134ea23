import type { TrendPoint } from '../render/types';

/**
 * An element's rotation about its box's centre; none when it is not rotated. Elements draw in scene
 * coordinates (their box's x/y added to their shapes), not in a translated group: a transform per
 * element would give the browser a transform node and a paint chunk per element to re-layerize on
 * every frame.
 */
export function elementTransform(box: { x: number; y: number; w: number; h: number; rotation?: number }): string | undefined {
  return box.rotation ? `rotate(${box.rotation} ${box.x + box.w / 2} ${box.y + box.h / 2})` : undefined;
}

/** A group's children are placed relative to its box: the group moves them (and rotates them with it). */
export function groupTransform(box: { x: number; y: number; w: number; h: number; rotation?: number }): string {
  const move = `translate(${box.x} ${box.y})`;
  return box.rotation ? `${move} rotate(${box.rotation} ${box.w / 2} ${box.h / 2})` : move;
}

/** A gauge's sweep: from -120° to +120° (0° points up), clockwise. */
export const GAUGE_START = -120;
export const GAUGE_SWEEP = 240;

/** The point at `degrees` (0 up, clockwise) on a circle. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [round(cx + r * Math.cos(radians)), round(cy + r * Math.sin(radians))];
}

/** An SVG arc path from `from` to `to` degrees (clockwise); empty when the arc has no length. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  if (to - from <= 0.01) return '';
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  const large = to - from > 180 ? 1 : 0;
  return `M${x1} ${y1}A${r} ${r} 0 ${large} 1 ${x2} ${y2}`;
}

/** The needle's angle for a level 0..1. */
export function gaugeAngle(fraction: number): number {
  return GAUGE_START + GAUGE_SWEEP * Math.min(1, Math.max(0, fraction));
}

/** A pipe's points as an SVG `points` attribute. */
export function pointsAttr(points: readonly (readonly [number, number])[], dx = 0, dy = 0): string {
  return points.map(([x, y]) => `${x + dx},${y + dy}`).join(' ');
}

export interface SparkRange {
  from: number;
  to: number;
  min: number;
  max: number;
}

/**
 * The window a trend draws: the last `minutes` up to the newest sample of any series, and the value
 * range (the element's, else the samples' own, widened when flat).
 */
export function sparkRange(
  series: readonly (readonly TrendPoint[] | undefined)[],
  minutes: number,
  fixed: { min?: number; max?: number } = {},
): SparkRange | undefined {
  let to = Number.NEGATIVE_INFINITY;
  for (const points of series) if (points && points.length > 0) to = Math.max(to, points[points.length - 1]!.t);
  if (!Number.isFinite(to)) return undefined;
  const from = to - minutes * 60_000;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const points of series)
    for (const point of points ?? [])
      if (point.t >= from) {
        min = Math.min(min, point.v);
        max = Math.max(max, point.v);
      }
  if (fixed.min !== undefined) min = fixed.min;
  if (fixed.max !== undefined) max = fixed.max;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  if (max <= min) {
    const pad = Math.abs(min) * 0.1 || 1;
    return { from, to, min: min - pad, max: max + pad };
  }
  return { from, to, min, max };
}

/**
 * Each series' range over the shared window: the element's bounds when it has them (one scale for
 * all), else each series its own (a mould at 48 °C and a barrel at 227 °C both show their shape).
 */
export function sparkRanges(
  series: readonly (readonly TrendPoint[] | undefined)[],
  minutes: number,
  fixed: { min?: number; max?: number } = {},
): (SparkRange | undefined)[] {
  const shared = sparkRange(series, minutes, fixed);
  if (!shared) return series.map(() => undefined);
  if (fixed.min !== undefined && fixed.max !== undefined) return series.map(() => shared);
  return series.map((points) => {
    const own = points ? sparkRange([points.filter((point) => point.t >= shared.from)], minutes, fixed) : undefined;
    return own ? { ...own, from: shared.from, to: shared.to } : undefined;
  });
}

/** One series as a polyline `points` attribute inside a w×h box (samples before the window left out). */
export function sparkPoints(points: readonly TrendPoint[], range: SparkRange, w: number, h: number): string {
  const span = range.to - range.from || 1;
  const height = range.max - range.min || 1;
  const out: string[] = [];
  for (const point of points) {
    if (point.t < range.from) continue;
    const x = ((point.t - range.from) / span) * w;
    const level = Math.min(1, Math.max(0, (point.v - range.min) / height));
    out.push(`${round(x)},${round(h - level * h)}`);
  }
  return out.join(' ');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
