import { z } from 'zod';
import { haversineM, projectM, type LatLng } from './track.js';
import { LatitudeSchema, LongitudeSchema } from './track.js';

/** Geofences (spec §2 GPS track): a circle or a polygon per device; crossing it raises an alarm. */

export const GEOFENCE_SHAPES = ['circle', 'polygon'] as const;
export type GeofenceShape = (typeof GEOFENCE_SHAPES)[number];
/** `leave`: alarm while the device is outside; `enter`: alarm while it is inside. */
export const GEOFENCE_TRIGGERS = ['leave', 'enter'] as const;
export type GeofenceTrigger = (typeof GEOFENCE_TRIGGERS)[number];

export const GEOFENCE_LIMITS = {
  nameMax: 32,
  radiusMinM: 10,
  radiusMaxM: 1_000_000,
  polygonMin: 3,
  polygonMax: 100,
  perDevice: 20,
} as const;

const LatLngSchema = z.object({ lat: LatitudeSchema, lng: LongitudeSchema });

export const GeofenceBodySchema = z
  .object({
    name: z.string().trim().min(1, 'validation.geofenceName').max(GEOFENCE_LIMITS.nameMax, 'validation.geofenceName'),
    shape: z.enum(GEOFENCE_SHAPES),
    lat: LatitudeSchema.nullish(),
    lng: LongitudeSchema.nullish(),
    radiusM: z
      .number()
      .min(GEOFENCE_LIMITS.radiusMinM, 'validation.geofenceRadius')
      .max(GEOFENCE_LIMITS.radiusMaxM, 'validation.geofenceRadius')
      .nullish(),
    polygon: z.array(LatLngSchema).max(GEOFENCE_LIMITS.polygonMax, 'validation.geofencePolygon').nullish(),
    trigger: z.enum(GEOFENCE_TRIGGERS).default('leave'),
    level: z.number().int().min(1).max(4).default(2),
    generateWorkOrder: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.shape === 'circle') {
      if (body.lat == null) ctx.addIssue({ code: 'custom', message: 'validation.gpsLatitude', path: ['lat'] });
      if (body.lng == null) ctx.addIssue({ code: 'custom', message: 'validation.gpsLongitude', path: ['lng'] });
      if (body.radiusM == null) ctx.addIssue({ code: 'custom', message: 'validation.geofenceRadius', path: ['radiusM'] });
    } else if (!body.polygon || body.polygon.length < GEOFENCE_LIMITS.polygonMin)
      ctx.addIssue({ code: 'custom', message: 'validation.geofencePolygon', path: ['polygon'] });
  });
export type GeofenceBody = z.infer<typeof GeofenceBodySchema>;

export const GeofenceSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  name: z.string(),
  shape: z.enum(GEOFENCE_SHAPES),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  radiusM: z.number().nullable(),
  polygon: z.array(z.object({ lat: z.number(), lng: z.number() })).nullable(),
  trigger: z.enum(GEOFENCE_TRIGGERS),
  level: z.number().int(),
  generateWorkOrder: z.boolean(),
  enabled: z.boolean(),
  /** The side of the fence the device was last seen on (null: no position since the fence was saved). */
  inside: z.boolean().nullable(),
});
export type Geofence = z.infer<typeof GeofenceSchema>;

/** A geofence crossing for the alarm engine to raise: the fence, its device and the side the device is on. */
export interface GeofenceAlarm {
  fence: { id: number; name: string; level: number; generateWorkOrder: boolean };
  deviceId: number;
  deviceName: string;
  companyId: number;
  projectId: number;
  inside: boolean;
  at: Date;
}

export interface FenceShape {
  shape: GeofenceShape;
  lat: number | null;
  lng: number | null;
  radiusM: number | null;
  polygon: readonly LatLng[] | null;
}

/** Ray casting in local metres around the position (a fence spans a city, not a hemisphere). */
function insidePolygon(position: LatLng, polygon: readonly LatLng[]): boolean {
  const xy = polygon.map((p) => projectM(p, position));
  let inside = false;
  for (let i = 0, j = xy.length - 1; i < xy.length; j = i++) {
    const a = xy[i]!;
    const b = xy[j]!;
    if (a.y > 0 !== b.y > 0 && 0 < ((b.x - a.x) * (0 - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether a position lies inside a fence (on a circle's edge counts as inside). */
export function insideGeofence(position: LatLng, fence: FenceShape): boolean {
  if (fence.shape === 'polygon') return fence.polygon != null && fence.polygon.length >= 3 && insidePolygon(position, fence.polygon);
  if (fence.lat == null || fence.lng == null || fence.radiusM == null) return false;
  return haversineM(position, { lat: fence.lat, lng: fence.lng }) <= fence.radiusM;
}

/** Whether the fence's alarm condition holds on a side. */
export const geofenceAlarmed = (inside: boolean, trigger: GeofenceTrigger) => (trigger === 'leave' ? !inside : inside);

/**
 * What a new position does to a fence's alarm: `raise` when the condition starts to hold (also at
 * the first position), `clear` when it stops, nothing while the side is unchanged — so one
 * crossing raises one alarm, however many positions follow on the same side.
 */
export function geofenceDecision(previousInside: boolean | null, inside: boolean, trigger: GeofenceTrigger): 'raise' | 'clear' | undefined {
  const now = geofenceAlarmed(inside, trigger);
  const before = previousInside === null ? false : geofenceAlarmed(previousInside, trigger);
  if (now && !before) return 'raise';
  if (!now && before) return 'clear';
  return undefined;
}

/** The alarm's text in both languages. */
export function geofenceAlarmTexts(deviceName: string, fenceName: string, inside: boolean): { 'zh-CN': string; 'en-US': string } {
  return inside
    ? { 'zh-CN': `[报警] ${deviceName} 进入电子围栏 ${fenceName}`, 'en-US': `[Alarm] ${deviceName} entered geofence ${fenceName}` }
    : { 'zh-CN': `[报警] ${deviceName} 离开电子围栏 ${fenceName}`, 'en-US': `[Alarm] ${deviceName} left geofence ${fenceName}` };
}
