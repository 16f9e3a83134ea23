import type { Dayjs } from 'dayjs';
import type { DeviceListQuery } from '../api/devicesApi';

/** The filters of the device list, as the form holds them. */
export interface DeviceFilters {
  projectId?: number;
  keyword?: string;
  status?: string;
  deviceTypeId?: number;
  number?: string;
  created?: [Dayjs | null, Dayjs | null] | null;
}

/** The query of GET /devices: empty filters left out, the created range from the start of its first day to the end of its last. */
export function toDeviceQuery(filters: DeviceFilters, page: number, pageSize: number): DeviceListQuery {
  const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const [from, to] = filters.created ?? [null, null];
  return {
    page,
    pageSize,
    projectId: filters.projectId ?? undefined,
    keyword: trimmed(filters.keyword),
    status: filters.status || undefined,
    deviceTypeId: filters.deviceTypeId ?? undefined,
    number: trimmed(filters.number),
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.endOf('day').toISOString() : undefined,
  };
}
