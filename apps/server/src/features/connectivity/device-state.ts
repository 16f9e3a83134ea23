import { SILENCE_INTERVALS, type DeviceStatus } from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { ConnectivityRepository, DeviceState } from './connectivity.repository.js';
import type { DeviceEntry } from './device-registry.js';
import type { LiveHub } from './live-hub.js';

/** The state a status message means (spec §4): offline, communication failure or online. */
export function stateOfStatus(status: DeviceStatus): DeviceState {
  if (!status.online) return 'offline';
  return status.plc === 'error' ? 'comm_failure' : 'online';
}

/** Whether a box silent since `lastSeen` counts as offline at `now`. */
export function silent(lastSeen: number, minIntervalMs: number, now: number): boolean {
  return now - lastSeen > SILENCE_INTERVALS * minIntervalMs;
}

/**
 * Online, communication failure (the box is there, its PLC is not answering) or offline (its will,
 * its goodbye, or silence beyond 3 poll intervals). Every change is stored with its time and
 * pushed to the browsers watching the device.
 */
export function createDeviceStateTracker({
  repo,
  hub,
  log,
  graceMs = 0,
}: {
  repo: ConnectivityRepository;
  hub: LiveHub;
  log: Logger;
  /** Added to the silence (shared ingest: the other instances' sightings arrive up to a sweep late). */
  graceMs?: number;
}) {
  const watched = new Map<number, { lastSeen: number; minIntervalMs: number; state: DeviceState }>();
  /** Devices whose telemetry arrived here since `sightings` was last asked (told to the other instances). */
  let sighted = new Set<number>();

  async function change(deviceId: number, state: DeviceState, at: number, reason: string) {
    const held = watched.get(deviceId);
    if (held) held.state = state;
    const changed = await repo.setState(deviceId, state, new Date(at), reason);
    if (changed) {
      log.info({ deviceId, state, reason }, 'device state changed');
      hub.emit({ type: 'status', deviceId, status: state, at: new Date(at).toISOString() });
    }
  }

  return {
    /** Telemetry arrived: the box is alive and its PLC answers. */
    seen(device: DeviceEntry, at: number) {
      if (graceMs > 0) sighted.add(device.id);
      const held = watched.get(device.id);
      if (held) {
        held.lastSeen = at;
        held.minIntervalMs = device.minIntervalMs;
        if (held.state === 'online') return;
      }
      watched.set(device.id, { lastSeen: at, minIntervalMs: device.minIntervalMs, state: 'online' });
      void change(device.id, 'online', at, 'telemetry').catch((error: Error) =>
        log.error({ err: error.message }, 'device state not stored'),
      );
    },

    /**
     * A status message: the state, and why the PLC fails (`cause`, kept on the device for its page,
     * cleared once the PLC answers; an offline box keeps the last cause it gave).
     */
    async reported(device: DeviceEntry, status: DeviceStatus, at: number) {
      const state = stateOfStatus(status);
      if (state === 'offline') watched.delete(device.id);
      else watched.set(device.id, { lastSeen: at, minIntervalMs: device.minIntervalMs, state });
      await change(device.id, state, at, state === 'offline' ? 'will' : 'status');
      if (state === 'offline') return;
      const cause = state === 'comm_failure' ? (status.cause ?? null) : null;
      await repo.setPlcFailure(device.id, cause);
      if (cause) hub.emit({ type: 'status', deviceId: device.id, status: state, at: new Date(at).toISOString(), cause });
    },

    /** After a start, devices the database says are up get one silence period to speak. */
    async resume(at: number) {
      for (const device of await repo.devicesNotOffline()) {
        if (!watched.has(device.id)) watched.set(device.id, { lastSeen: at, minIntervalMs: 60_000, state: device.status });
      }
    },

    /**
     * The devices heard from here since the last call. With shared ingest a box's messages are split
     * between the instances, so each tells the others what it heard (`seenElsewhere`): otherwise an
     * instance would take a box whose messages went to the others for silent.
     */
    sightings(): number[] {
      const list = [...sighted];
      sighted = new Set();
      return list;
    },
    /** Another instance heard from these devices by `at`: those watched here are not silent. */
    seenElsewhere(deviceIds: readonly number[], at: number) {
      for (const id of deviceIds) {
        const held = watched.get(id);
        if (held && held.lastSeen < at) held.lastSeen = at;
      }
    },

    /** Marks silent boxes offline. */
    async sweep(at: number) {
      for (const [deviceId, held] of watched) {
        if (!silent(held.lastSeen + graceMs, held.minIntervalMs, at)) continue;
        watched.delete(deviceId);
        await change(deviceId, 'offline', at, 'silence');
      }
    },

    /** A box gone for good (deleted) is forgotten. */
    forget(deviceId: number) {
      watched.delete(deviceId);
    },
  };
}

export type DeviceStateTracker = ReturnType<typeof createDeviceStateTracker>;
