import { describe, expect, it } from 'vitest';
import { haversineM } from '@fieldlink/domain';
import { fenceExtent, trackView } from './trackView';

describe('trackView', () => {
  it('fits a track into the box, north up, with a scale bar no wider than a quarter', () => {
    const points = [
      { lat: 30, lng: 120 },
      { lat: 30.01, lng: 120.02 },
    ];
    const view = trackView(points, 400, 300, 20);
    const a = view.toScreen(points[0]!);
    const b = view.toScreen(points[1]!);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(380 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(280 + 1e-9);
    }
    expect(b.y).toBeLessThan(a.y);
    expect(b.x).toBeGreaterThan(a.x);
    expect(view.scale.pixels).toBeLessThanOrEqual(100);
    expect(view.scale.pixels).toBeGreaterThan(20);
  });

  it('reads a screen point back as the position drawn there', () => {
    const view = trackView([{ lat: 31.3, lng: 120.58 }], 800, 500);
    const p = { lat: 31.304, lng: 120.575 };
    const back = view.fromScreen(view.toScreen(p));
    expect(haversineM(p, back)).toBeLessThan(0.5);
  });

  it('shows an empty map of 2 km when there is nothing to fit', () => {
    const view = trackView([], 800, 500);
    expect(Number.isFinite(view.pixelsPerMetre)).toBe(true);
    expect(view.toScreen({ lat: 0, lng: 0 })).toEqual({ x: 400, y: 250 });
  });
});

describe('fenceExtent', () => {
  it('reaches a circle’s radius to the north, south, east and west, and a polygon’s corners', () => {
    const extent = fenceExtent({ lat: 30, lng: 120, radiusM: 1000, polygon: null });
    for (const p of extent) expect(haversineM(p, { lat: 30, lng: 120 })).toBeCloseTo(1000, -1);
    const polygon = [
      { lat: 1, lng: 1 },
      { lat: 2, lng: 2 },
      { lat: 1, lng: 2 },
    ];
    expect(fenceExtent({ lat: null, lng: null, radiusM: null, polygon })).toEqual(polygon);
  });
});
