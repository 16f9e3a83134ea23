import { z } from 'zod';

/** GPS tracks (spec §2 GPS track, §3 device GPS, manual or automatic position). */

export const GPS_SOURCES = ['auto', 'manual'] as const;
export type GpsSource = (typeof GPS_SOURCES)[number];

/** A track query covers at most this many days. */
export const GPS_MAX_RANGE_DAYS = 31;
/** The telemetry point names a gateway may report its position under (numbers, degrees WGS-84). */
export const GPS_POINT_NAMES = { lat: 'gps_lat', lng: 'gps_lng' } as const;

export const LatitudeSchema = z.number().min(-90, 'validation.gpsLatitude').max(90, 'validation.gpsLatitude');
export const LongitudeSchema = z.number().min(-180, 'validation.gpsLongitude').max(180, 'validation.gpsLongitude');

export const ManualPositionBodySchema = z.object({
  lat: LatitudeSchema,
  lng: LongitudeSchema,
  ts: z.string().datetime({ offset: true }).optional(),
});
export type ManualPositionBody = z.infer<typeof ManualPositionBodySchema>;

export const TrackQuerySchema = z
  .object({
    from: z.string().datetime({ offset: true }),
    to: z.string().datetime({ offset: true }),
    /** Simplify the line to this tolerance in metres (0: every point). */
    tolerance: z.coerce.number().min(0).max(1000).default(0),
  })
  .refine(
    (q) => {
      const span = Date.parse(q.to) - Date.parse(q.from);
      return span > 0 && span <= GPS_MAX_RANGE_DAYS * 86_400_000;
    },
    { message: 'validation.gpsRange', path: ['to'] },
  );
export type TrackQuery = z.infer<typeof TrackQuerySchema>;

export const TrackPointSchema = z.object({ ts: z.string(), lat: z.number(), lng: z.number(), source: z.enum(GPS_SOURCES) });
export type TrackPoint = z.infer<typeof TrackPointSchema>;

export const TrackSchema = z.object({
  deviceId: z.number().int(),
  points: z.array(TrackPointSchema),
  /** Length of the whole (unsimplified) track in metres. */
  distanceM: z.number(),
});
export type Track = z.infer<typeof TrackSchema>;

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a track in metres. */
export function trackDistanceM(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineM(points[i - 1]!, points[i]!);
  return total;
}

/** Local equirectangular metres around `origin` (good to a fraction of a percent over a city). */
export function projectM(point: LatLng, origin: LatLng): { x: number; y: number } {
  return {
    x: rad(point.lng - origin.lng) * EARTH_RADIUS_M * Math.cos(rad(origin.lat)),
    y: rad(point.lat - origin.lat) * EARTH_RADIUS_M,
  };
}

function segmentDistance(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Douglas–Peucker: the points needed to draw the track within `toleranceM`; first and last always kept. */
export function simplifyTrack<T extends LatLng>(points: readonly T[], toleranceM: number): T[] {
  if (points.length <= 2 || toleranceM <= 0) return [...points];
  const origin = points[0]!;
  const xy = points.map((p) => projectM(p, origin));
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstAt = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(xy[i]!, xy[first]!, xy[last]!);
      if (d > worst) {
        worst = d;
        worstAt = i;
      }
    }
    if (worstAt >= 0 && worst > toleranceM) {
      keep[worstAt] = 1;
      stack.push([first, worstAt], [worstAt, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * Playback: where the device was at `atMs`, interpolated linearly between the two reports around
 * it; before the first report the first, after the last the last. `points` sorted by `ts`.
 */
export function positionAt(points: readonly (LatLng & { ts: string })[], atMs: number): (LatLng & { index: number }) | undefined {
  if (points.length === 0) return undefined;
  const first = points[0]!;
  if (atMs <= Date.parse(first.ts)) return { lat: first.lat, lng: first.lng, index: 0 };
  let lo = 0;
  let hi = points.length - 1;
  if (atMs >= Date.parse(points[hi]!.ts)) return { lat: points[hi]!.lat, lng: points[hi]!.lng, index: hi };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (Date.parse(points[mid]!.ts) <= atMs) lo = mid;
    else hi = mid;
  }
  const a = points[lo]!;
  const b = points[hi]!;
  const ta = Date.parse(a.ts);
  const tb = Date.parse(b.ts);
  const f = tb === ta ? 0 : (atMs - ta) / (tb - ta);
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f, index: lo };
}

/** A scale bar's length: the largest 1, 2 or 5 × 10^n metres not longer than `maxM`. */
export function niceScaleM(maxM: number): number {
  if (!(maxM > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(maxM));
  for (const step of [5, 2, 1]) if (step * power <= maxM) return step * power;
  return power;
}
