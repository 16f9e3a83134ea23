import { describe, expect, it } from 'vitest';
import { trackView } from './trackView';

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
});
