import { niceScaleM, projectM, type LatLng } from '@fieldlink/domain';

export interface TrackView {
  /** Screen coordinates of a position. */
  toScreen: (p: LatLng) => { x: number; y: number };
  /** The scale bar: its length in metres and in pixels. */
  scale: { metres: number; pixels: number };
}

/**
 * A plain map for a track with no tiles: positions projected to local metres around the track's
 * centre, fitted into width × height with a margin (north up, the same scale both ways).
 */
export function trackView(points: readonly LatLng[], width: number, height: number, margin = 24): TrackView {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const origin = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  const xy = points.map((p) => projectM(p, origin));
  const spanX = Math.max(1, ...xy.map((p) => Math.abs(p.x))) * 2;
  const spanY = Math.max(1, ...xy.map((p) => Math.abs(p.y))) * 2;
  const k = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const toScreen = (p: LatLng) => {
    const m = projectM(p, origin);
    return { x: width / 2 + m.x * k, y: height / 2 - m.y * k };
  };
  const metres = niceScaleM(width / 4 / k);
  return { toScreen, scale: { metres, pixels: metres * k } };
}
