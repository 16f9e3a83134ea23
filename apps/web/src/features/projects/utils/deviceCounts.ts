import type { DeviceStatusName } from '@fieldlink/domain';

export type DeviceCounts = { total: number } & Record<DeviceStatusName, number>;

const EMPTY: DeviceCounts = { total: 0, online: 0, comm_failure: 0, offline: 0 };

/** Devices per project and per status, for the mobile project list. */
export function countDevices(devices: readonly { projectId: number; status: DeviceStatusName }[]): Map<number, DeviceCounts> {
  const counts = new Map<number, DeviceCounts>();
  for (const device of devices) {
    const current = counts.get(device.projectId) ?? { ...EMPTY };
    counts.set(device.projectId, { ...current, total: current.total + 1, [device.status]: current[device.status] + 1 });
  }
  return counts;
}

export function countsOf(counts: Map<number, DeviceCounts>, projectId: number): DeviceCounts {
  return counts.get(projectId) ?? EMPTY;
}
