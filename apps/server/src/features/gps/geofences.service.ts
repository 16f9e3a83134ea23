import {
  GEOFENCE_LIMITS,
  geofenceDecision,
  insideGeofence,
  scopeOf,
  type Geofence,
  type GeofenceAlarm,
  type GeofenceBody,
  type LatLng,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { GeofenceRow, GpsRepository } from './gps.repository.js';

/** What the alarm engine offers fences (structural: GPS does not import the alarms feature). */
export interface GeofenceAlarms {
  raiseGeofence(alarm: GeofenceAlarm): Promise<void>;
  clearGeofence(deviceId: number, fenceId: number, at: Date): Promise<void>;
}

const present = ({ judgedAt: _judgedAt, ...row }: GeofenceRow): Geofence => row;

/**
 * Geofences (spec §2 GPS track): circles and polygons per device, kept by a user with `gpsTrack`
 * edit. Every new position (manual or reported) is judged against the device's enabled fences in
 * time order; a crossing into the alarmed side raises one alarm through the alarm engine (frame,
 * notifications, repair order), coming back clears it. Changing or deleting a fence clears its
 * open alarm and forgets the side, so the next position judges it afresh.
 */
export function createGeofencesService({
  repo,
  audit,
  alarms,
  now = () => new Date(),
}: {
  repo: GpsRepository;
  audit: AuditService;
  alarms?: GeofenceAlarms | undefined;
  now?: () => Date;
}) {
  async function deviceOf(principal: UserPrincipal, deviceId: number) {
    const device = await repo.device(scopeOf(principal), deviceId);
    if (!device) throw new AppError('NOT_FOUND');
    return device;
  }

  async function fenceOf(principal: UserPrincipal, id: number) {
    const found = await repo.fence(scopeOf(principal), id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    async list(principal: UserPrincipal, deviceId: number): Promise<Geofence[]> {
      await deviceOf(principal, deviceId);
      return (await repo.fences(deviceId)).map(present);
    },

    async create(principal: UserPrincipal, actor: Actor, deviceId: number, body: GeofenceBody): Promise<Geofence> {
      const device = await deviceOf(principal, deviceId);
      if ((await repo.countFences(deviceId)) >= GEOFENCE_LIMITS.perDevice) throw new AppError('CONFLICT', {}, 'error.geofenceLimit');
      const row = await repo.insertFence(deviceId, body);
      await audit.change(actor, {
        action: 'geofence.create',
        objectType: 'device',
        objectId: deviceId,
        after: present(row),
        companyId: device.companyId,
      });
      return present(row);
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: GeofenceBody): Promise<Geofence> {
      const { fence, companyId } = await fenceOf(principal, id);
      await alarms?.clearGeofence(fence.deviceId, id, now());
      const row = (await repo.updateFence(id, body))!;
      await audit.change(actor, {
        action: 'geofence.update',
        objectType: 'device',
        objectId: fence.deviceId,
        before: present(fence),
        after: present(row),
        companyId,
      });
      return present(row);
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number): Promise<void> {
      const { fence, companyId } = await fenceOf(principal, id);
      await alarms?.clearGeofence(fence.deviceId, id, now());
      await repo.deleteFence(id);
      await audit.change(actor, {
        action: 'geofence.delete',
        objectType: 'device',
        objectId: fence.deviceId,
        before: present(fence),
        companyId,
      });
    },

    /** A new position of a device: each enabled fence not yet judged by a newer one decides raise, clear or nothing. */
    async judge(deviceId: number, position: LatLng & { ts: Date }): Promise<void> {
      if (!alarms) return;
      const fences = (await repo.fences(deviceId)).filter((f) => f.enabled && !(f.judgedAt && f.judgedAt > position.ts));
      if (fences.length === 0) return;
      const device = await repo.deviceById(deviceId);
      if (!device) return;
      for (const fence of fences) {
        const inside = insideGeofence(position, fence);
        const decision = geofenceDecision(fence.inside, inside, fence.trigger);
        if (!(await repo.judged(fence.id, inside, position.ts)) || !decision) continue;
        if (decision === 'clear') await alarms.clearGeofence(deviceId, fence.id, position.ts);
        else
          await alarms.raiseGeofence({
            fence,
            deviceId,
            deviceName: device.name,
            companyId: device.companyId,
            projectId: device.projectId,
            inside,
            at: position.ts,
          });
      }
    },
  };
}

export type GeofencesService = ReturnType<typeof createGeofencesService>;
