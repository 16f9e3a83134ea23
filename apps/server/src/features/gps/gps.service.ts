import {
  GPS_POINT_NAMES,
  scopeOf,
  simplifyTrack,
  trackDistanceM,
  type ManualPositionBody,
  type Track,
  type TrackQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { GpsRepository } from './gps.repository.js';

/** What the connectivity observer hands over: a device and its newest values. */
interface ObservedValue {
  name: string;
  value: number | string | boolean | null;
  ts: number;
}

/**
 * GPS tracks (spec §2 GPS track, §3 manual or automatic position). Automatic positions come from
 * a gateway's ordinary telemetry (the points named `gps_lat` and `gps_lng`; the device protocol is
 * unchanged), manual ones from a user with `gpsTrack` edit; both are kept as history.
 */
export function createGpsService({
  repo,
  audit,
  onPosition,
  now = () => new Date(),
}: {
  repo: GpsRepository;
  audit: AuditService;
  /** A position was stored (the geofences judge it). */
  onPosition?: (deviceId: number, position: { lat: number; lng: number; ts: Date }) => Promise<void>;
  now?: () => Date;
}) {
  return {
    async track(principal: UserPrincipal, deviceId: number, query: TrackQuery): Promise<Track> {
      if (!(await repo.device(scopeOf(principal), deviceId))) throw new AppError('NOT_FOUND');
      const rows = await repo.track(deviceId, new Date(query.from), new Date(query.to));
      const points = rows.map((r) => ({ ts: r.ts.toISOString(), lat: r.lat, lng: r.lng, source: r.source }));
      return { deviceId, points: simplifyTrack(points, query.tolerance), distanceM: trackDistanceM(points) };
    },

    async setManual(principal: UserPrincipal, actor: Actor, deviceId: number, body: ManualPositionBody) {
      const device = await repo.device(scopeOf(principal), deviceId);
      if (!device) throw new AppError('NOT_FOUND');
      const ts = body.ts ? new Date(body.ts) : now();
      await repo.insert([{ deviceId, ts, lat: body.lat, lng: body.lng, source: 'manual', createdBy: principal.userId }]);
      await audit.change(actor, {
        action: 'device.position',
        objectType: 'device',
        objectId: deviceId,
        after: { lat: body.lat, lng: body.lng, ts: ts.toISOString() },
        companyId: device.companyId,
      });
      await onPosition?.(deviceId, { lat: body.lat, lng: body.lng, ts });
      return { deviceId, ts: ts.toISOString(), lat: body.lat, lng: body.lng, source: 'manual' as const };
    },

    /** Ingest's values observer: a latitude and longitude of the same instant make one automatic position. */
    onValues(deviceId: number, values: readonly ObservedValue[]) {
      const lat = values.find((v) => v.name === GPS_POINT_NAMES.lat);
      const lng = values.find((v) => v.name === GPS_POINT_NAMES.lng);
      if (!lat || !lng || typeof lat.value !== 'number' || typeof lng.value !== 'number') return;
      if (Math.abs(lat.value) > 90 || Math.abs(lng.value) > 180) return;
      const position = { lat: lat.value, lng: lng.value, ts: new Date(Math.max(lat.ts, lng.ts)) };
      return repo.insert([{ deviceId, ...position, source: 'auto' }]).then(() => onPosition?.(deviceId, position));
    },
  };
}

export type GpsService = ReturnType<typeof createGpsService>;
