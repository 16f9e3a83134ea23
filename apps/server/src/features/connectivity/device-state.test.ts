import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ConnectivityRepository } from './connectivity.repository.js';
import type { DeviceEntry } from './device-registry.js';
import { createDeviceStateTracker } from './device-state.js';
import { createLiveHub } from './live-hub.js';

const device = (id: number) => ({ id, minIntervalMs: 1000 }) as DeviceEntry;

function tracker(graceMs: number) {
  const changes: string[] = [];
  const status = new Map<number, string>();
  const repo = {
    async setState(deviceId: number, state: string) {
      if (status.get(deviceId) === state) return false;
      status.set(deviceId, state);
      changes.push(`${deviceId} ${state}`);
      return true;
    },
  } as unknown as ConnectivityRepository;
  return { changes, state: createDeviceStateTracker({ repo, hub: createLiveHub(), log: pino({ level: 'silent' }), graceMs }) };
}

describe('device states when instances share ingest', () => {
  it('keeps a box online while another instance hears it, and marks it offline once nobody does', async () => {
    const { state, changes } = tracker(2000);
    state.seen(device(1), 0);
    state.seen(device(2), 0);
    await Promise.resolve();
    expect(state.sightings().sort()).toEqual([1, 2]);
    expect(state.sightings()).toEqual([]);
    // Box 1's messages went to the other instance: it said so at 4 s.
    state.seenElsewhere([1, 99], 4000);
    await state.sweep(5500);
    expect(changes).toEqual(['1 online', '2 online', '2 offline']);
    await state.sweep(9100);
    expect(changes).toEqual(['1 online', '2 online', '2 offline', '1 offline']);
  });

  it('alone (no grace, nothing told): silence beyond three intervals is offline, as before', async () => {
    const { state, changes } = tracker(0);
    state.seen(device(1), 0);
    await Promise.resolve();
    expect(state.sightings()).toEqual([]);
    await state.sweep(3000);
    expect(changes).toEqual(['1 online']);
    await state.sweep(3001);
    expect(changes).toEqual(['1 online', '1 offline']);
  });
});
