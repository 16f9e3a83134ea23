import { niceScaleM, projectM, type LatLng } from '@fieldlink/domain';

export interface TrackView {
  /** Screen coordinates of a position. */
  toScreen: (p: LatLng) => { x: number; y: number };
  /** The position under a screen point (drawing a fence on the map). */
  fromScreen: (p: { x: number; y: number }) => LatLng;
  /** Pixels per metre (a circle's radius on screen). */
  pixelsPerMetre: number;
  /** The scale bar: its length in metres and in pixels. */
  scale: { metres: number; pixels: number };
}

const EARTH_RADIUS_M = 6_371_008.8;
const deg = (rad: number) => (rad * 180) / Math.PI;

/**
 * A plain map for a track with no tiles: positions projected to local metres around the track's
 * centre, fitted into width × height with a margin (north up, the same scale both ways). `points`
 * holds everything to show (the track and the fences' outlines); none: a 2 km square at 0,0.
 */
export function trackView(points: readonly LatLng[], width: number, height: number, margin = 24): TrackView {
  const shown = points.length > 0 ? points : [{ lat: 0, lng: 0 }];
  const lats = shown.map((p) => p.lat);
  const lngs = shown.map((p) => p.lng);
  const origin = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  const xy = shown.map((p) => projectM(p, origin));
  const spanX = Math.max(1000, ...xy.map((p) => Math.abs(p.x))) * 2;
  const spanY = Math.max(1000, ...xy.map((p) => Math.abs(p.y))) * 2;
  const k = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const toScreen = (p: LatLng) => {
    const m = projectM(p, origin);
    return { x: width / 2 + m.x * k, y: height / 2 - m.y * k };
  };
  const fromScreen = ({ x, y }: { x: number; y: number }) => ({
    lat: origin.lat + deg((height / 2 - y) / k / EARTH_RADIUS_M),
    lng: origin.lng + deg((x - width / 2) / k / (EARTH_RADIUS_M * Math.cos((origin.lat * Math.PI) / 180))),
  });
  const metres = niceScaleM(width / 4 / k);
  return { toScreen, fromScreen, pixelsPerMetre: k, scale: { metres, pixels: metres * k } };
}

/** The positions a fence's outline reaches (a circle: its four compass points), to fit it on the map. */
export function fenceExtent(fence: {
  lat: number | null;
  lng: number | null;
  radiusM: number | null;
  polygon: readonly LatLng[] | null;
}): LatLng[] {
  if (fence.polygon) return [...fence.polygon];
  if (fence.lat == null || fence.lng == null) return [];
  const r = fence.radiusM ?? 0;
  const dLat = deg(r / EARTH_RADIUS_M);
  const dLng = deg(r / (EARTH_RADIUS_M * Math.cos((fence.lat * Math.PI) / 180)));
  return [
    { lat: fence.lat + dLat, lng: fence.lng },
    { lat: fence.lat - dLat, lng: fence.lng },
    { lat: fence.lat, lng: fence.lng + dLng },
    { lat: fence.lat, lng: fence.lng - dLng },
  ];
}
