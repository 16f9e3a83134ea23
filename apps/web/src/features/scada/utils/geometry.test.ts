import { describe, expect, it } from 'vitest';
import { arcPath, elementTransform, groupTransform, sparkRanges, gaugeAngle, polar, sparkPoints, sparkRange } from './geometry';

describe('element transforms', () => {
  it('rotates an element about its centre in scene coordinates, and leaves an unrotated one alone', () => {
    expect(elementTransform({ x: 10, y: 20, w: 40, h: 30, rotation: 90 })).toBe('rotate(90 30 35)');
    expect(elementTransform({ x: 1, y: 2, w: 3, h: 4, rotation: 0 })).toBeUndefined();
  });
  it('moves a group to its corner, then rotates it about its centre', () => {
    expect(groupTransform({ x: 10, y: 20, w: 40, h: 30, rotation: 90 })).toBe('translate(10 20) rotate(90 20 15)');
    expect(groupTransform({ x: 1, y: 2, w: 3, h: 4, rotation: 0 })).toBe('translate(1 2)');
  });
});

describe('gauge geometry', () => {
  it('points up at 0° and right at 90°', () => {
    expect(polar(50, 50, 10, 0)).toEqual([50, 40]);
    expect(polar(50, 50, 10, 90)).toEqual([60, 50]);
  });
  it('sweeps from -120° (empty) to +120° (full), clamped', () => {
    expect(gaugeAngle(0)).toBe(-120);
    expect(gaugeAngle(0.5)).toBe(0);
    expect(gaugeAngle(1)).toBe(120);
    expect(gaugeAngle(2)).toBe(120);
    expect(gaugeAngle(-1)).toBe(-120);
  });
  it('draws the large arc only past 180°', () => {
    expect(arcPath(50, 50, 10, -120, 120)).toContain(' 0 1 1 ');
    expect(arcPath(50, 50, 10, -120, 0)).toContain(' 0 0 1 ');
  });
  it('draws nothing for an empty arc', () => {
    expect(arcPath(50, 50, 10, -120, -120)).toBe('');
  });
});

describe('sparkline', () => {
  const minute = 60_000;
  it('windows the last N minutes up to the newest sample of any series', () => {
    const a = [
      { t: 0, v: 100 },
      { t: 5 * minute, v: 1 },
      { t: 10 * minute, v: 3 },
    ];
    const b = [{ t: 12 * minute, v: 2 }];
    const range = sparkRange([a, b], 10, {});
    expect(range).toEqual({ from: 2 * minute, to: 12 * minute, min: 1, max: 3 });
  });
  it('widens a flat line and honours fixed bounds', () => {
    expect(sparkRange([[{ t: 0, v: 5 }]], 1, {})).toMatchObject({ min: 4.5, max: 5.5 });
    expect(sparkRange([[{ t: 0, v: 5 }]], 1, { min: 0, max: 10 })).toMatchObject({ min: 0, max: 10 });
  });
  it('has no range without samples', () => {
    expect(sparkRange([undefined, []], 5)).toBeUndefined();
  });
  it('maps samples into the box, bottom is the minimum, and drops those before the window', () => {
    const range = { from: 0, to: 100, min: 0, max: 10 };
    const points = [
      { t: -5, v: 3 },
      { t: 0, v: 0 },
      { t: 50, v: 5 },
      { t: 100, v: 20 },
    ];
    expect(sparkPoints(points, range, 200, 40)).toBe('0,40 100,20 200,0');
  });
});

describe('sparkRanges', () => {
  const a = [
    { t: 0, v: 40 },
    { t: 60_000, v: 50 },
  ];
  const b = [
    { t: 0, v: 200 },
    { t: 60_000, v: 230 },
  ];
  it('scales each series on its own over the shared window without bounds', () => {
    expect(sparkRanges([a, b], 10)).toEqual([
      { from: -540_000, to: 60_000, min: 40, max: 50 },
      { from: -540_000, to: 60_000, min: 200, max: 230 },
    ]);
  });
  it('uses one scale when the element sets both bounds', () => {
    const ranges = sparkRanges([a, b], 10, { min: 0, max: 300 });
    expect(ranges[0]).toEqual(ranges[1]);
    expect(ranges[0]).toMatchObject({ min: 0, max: 300 });
  });
});
