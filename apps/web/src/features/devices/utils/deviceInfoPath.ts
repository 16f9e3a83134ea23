/** The device info page of a device (spec §2 /deviceInfo), the same path in both shells. */
export const DEVICE_INFO_PATH = '/deviceInfo';

export function deviceInfoPath(device: { id: number }): string {
  return `${DEVICE_INFO_PATH}?${new URLSearchParams({ deviceId: String(device.id) }).toString()}`;
}

/** The device the page is about (undefined when deviceId is not a positive integer). */
export function deviceIdFromQuery(query: URLSearchParams): number | undefined {
  const raw = query.get('deviceId');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
