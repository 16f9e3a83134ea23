import { describe, expect, it } from 'vitest';
import { GeofenceBodySchema, geofenceAlarmTexts, geofenceDecision, insideGeofence, type FenceShape } from './geofence.js';

const circle: FenceShape = { shape: 'circle', lat: 30, lng: 120, radiusM: 1000, polygon: null };
// A square of about 2 km around (30, 120), and a concave "L" missing its upper-right quarter.
const square: FenceShape = {
  shape: 'polygon',
  lat: null,
  lng: null,
  radiusM: null,
  polygon: [
    { lat: 29.99, lng: 119.99 },
    { lat: 29.99, lng: 120.01 },
    { lat: 30.01, lng: 120.01 },
    { lat: 30.01, lng: 119.99 },
  ],
};
const ell: FenceShape = {
  ...square,
  polygon: [
    { lat: 29.99, lng: 119.99 },
    { lat: 29.99, lng: 120.01 },
    { lat: 30, lng: 120.01 },
    { lat: 30, lng: 120 },
    { lat: 30.01, lng: 120 },
    { lat: 30.01, lng: 119.99 },
  ],
};

describe('insideGeofence', () => {
  it('a circle: inside within the radius (edge included), outside beyond it', () => {
    expect(insideGeofence({ lat: 30.008, lng: 120 }, circle)).toBe(true);
    expect(insideGeofence({ lat: 30.01, lng: 120 }, circle)).toBe(false);
    expect(insideGeofence({ lat: 30, lng: 120 }, { ...circle, radiusM: 0 })).toBe(true);
  });
  it('a polygon: inside, outside, and the notch of a concave one', () => {
    expect(insideGeofence({ lat: 30, lng: 120 }, square)).toBe(true);
    expect(insideGeofence({ lat: 30.02, lng: 120 }, square)).toBe(false);
    expect(insideGeofence({ lat: 29.995, lng: 120.005 }, ell)).toBe(true);
    expect(insideGeofence({ lat: 30.005, lng: 120.005 }, ell)).toBe(false);
    expect(insideGeofence({ lat: 30, lng: 120 }, { ...square, polygon: square.polygon!.slice(0, 2) })).toBe(false);
  });
});

describe('geofenceDecision', () => {
  it.each([
    // previous side, new side, trigger, decision
    [null, false, 'leave', 'raise'],
    [null, true, 'leave', undefined],
    [true, false, 'leave', 'raise'],
    [false, false, 'leave', undefined],
    [false, true, 'leave', 'clear'],
    [true, true, 'leave', undefined],
    [null, true, 'enter', 'raise'],
    [null, false, 'enter', undefined],
    [false, true, 'enter', 'raise'],
    [true, true, 'enter', undefined],
    [true, false, 'enter', 'clear'],
  ] as const)('was inside %s, now inside %s, alarm on %s: %s', (previous, inside, trigger, decision) => {
    expect(geofenceDecision(previous, inside, trigger)).toBe(decision);
  });
});

describe('GeofenceBodySchema', () => {
  it('takes a circle and a polygon with defaults', () => {
    expect(GeofenceBodySchema.parse({ name: ' Yard ', shape: 'circle', lat: 30, lng: 120, radiusM: 500 })).toMatchObject({
      name: 'Yard',
      trigger: 'leave',
      level: 2,
      enabled: true,
      generateWorkOrder: false,
    });
    expect(GeofenceBodySchema.safeParse({ name: 'Site', shape: 'polygon', polygon: square.polygon }).success).toBe(true);
  });
  it.each([
    ['an empty name', { name: ' ', shape: 'circle', lat: 30, lng: 120, radiusM: 500 }, 'name', 'validation.geofenceName'],
    ['a name of 33', { name: 'x'.repeat(33), shape: 'circle', lat: 30, lng: 120, radiusM: 500 }, 'name', 'validation.geofenceName'],
    ['a radius of 9 m', { name: 'a', shape: 'circle', lat: 30, lng: 120, radiusM: 9 }, 'radiusM', 'validation.geofenceRadius'],
    ['a circle without radius', { name: 'a', shape: 'circle', lat: 30, lng: 120 }, 'radiusM', 'validation.geofenceRadius'],
    ['a circle without centre', { name: 'a', shape: 'circle', radiusM: 50 }, 'lat', 'validation.gpsLatitude'],
    ['a latitude of 91', { name: 'a', shape: 'circle', lat: 91, lng: 120, radiusM: 50 }, 'lat', 'validation.gpsLatitude'],
    ['a polygon of 2', { name: 'a', shape: 'polygon', polygon: square.polygon!.slice(0, 2) }, 'polygon', 'validation.geofencePolygon'],
  ])('refuses %s', (_name, body, path, message) => {
    const result = GeofenceBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});

describe('geofenceAlarmTexts', () => {
  it('names the device and the fence in both languages', () => {
    expect(geofenceAlarmTexts('Truck1', 'Yard', false)).toEqual({
      'zh-CN': '[报警] Truck1 离开电子围栏 Yard',
      'en-US': '[Alarm] Truck1 left geofence Yard',
    });
    expect(geofenceAlarmTexts('Truck1', 'Yard', true)['en-US']).toBe('[Alarm] Truck1 entered geofence Yard');
  });
});
