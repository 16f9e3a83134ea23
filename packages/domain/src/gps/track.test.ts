import { describe, expect, it } from 'vitest';
import { haversineM, niceScaleM, positionAt, simplifyTrack, TrackQuerySchema, trackDistanceM } from './track.js';

describe('haversineM', () => {
  it('measures one degree of latitude as about 111.2 km and a point to itself as 0', () => {
    expect(haversineM({ lat: 30, lng: 120 }, { lat: 31, lng: 120 })).toBeCloseTo(111_195, -1);
    expect(haversineM({ lat: 30, lng: 120 }, { lat: 30, lng: 120 })).toBe(0);
  });
  it('Shanghai to Beijing is about 1067 km', () => {
    expect(haversineM({ lat: 31.2304, lng: 121.4737 }, { lat: 39.9042, lng: 116.4074 }) / 1000).toBeCloseTo(1067, -1);
  });
  it('sums a track', () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 0, lng: 1 };
    expect(trackDistanceM([a, b, a])).toBeCloseTo(2 * haversineM(a, b), 6);
  });
});

describe('simplifyTrack', () => {
  const line = Array.from({ length: 11 }, (_, i) => ({ lat: 30, lng: 120 + i * 0.001 }));
  it('keeps only the ends of a straight line and every point at tolerance 0', () => {
    expect(simplifyTrack(line, 1)).toEqual([line[0], line[10]]);
    expect(simplifyTrack(line, 0)).toHaveLength(11);
  });
  it('keeps a corner farther than the tolerance', () => {
    const corner = [
      { lat: 30, lng: 120 },
      { lat: 30.01, lng: 120.005 },
      { lat: 30, lng: 120.01 },
    ];
    expect(simplifyTrack(corner, 100)).toHaveLength(3);
    expect(simplifyTrack(corner, 5000)).toHaveLength(2);
  });
});

describe('positionAt', () => {
  const points = [
    { ts: '2026-01-01T00:00:00Z', lat: 30, lng: 120 },
    { ts: '2026-01-01T00:10:00Z', lat: 31, lng: 122 },
  ];
  it('interpolates between reports and holds the ends', () => {
    expect(positionAt(points, Date.parse('2026-01-01T00:05:00Z'))).toEqual({ lat: 30.5, lng: 121, index: 0 });
    expect(positionAt(points, 0)).toEqual({ lat: 30, lng: 120, index: 0 });
    expect(positionAt(points, Date.parse('2027-01-01T00:00:00Z'))).toEqual({ lat: 31, lng: 122, index: 1 });
    expect(positionAt([], 0)).toBeUndefined();
  });
});

describe('niceScaleM and TrackQuerySchema', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceScaleM(740)).toBe(500);
    expect(niceScaleM(1999)).toBe(1000);
    expect(niceScaleM(2.5)).toBe(2);
  });
  it('refuses an empty or longer than 31 days range', () => {
    expect(TrackQuerySchema.safeParse({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(TrackQuerySchema.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-02-02T00:00:00Z' }).success).toBe(false);
    expect(TrackQuerySchema.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }).success).toBe(true);
  });
});
