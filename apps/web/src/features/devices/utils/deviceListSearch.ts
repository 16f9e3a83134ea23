import { DEVICE_STATUSES, type DeviceStatusName } from '@fieldlink/domain';
import dayjs from 'dayjs';
import type { DeviceFilters } from './deviceQuery';

/** The device list's path (spec §2 /deviceDetails/deviceList). */
export const DEVICE_LIST_PATH = '/deviceDetails/deviceList';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function isState(raw: string | null): raw is DeviceStatusName {
  return (DEVICE_STATUSES as readonly string[]).includes(raw ?? '');
}

/**
 * The device list's filters from its address: `state` (a device state as the domain names it:
 * online, comm_failure, offline), `projectId`, `keyword`, `typeId`, `number`, `from`/`to` (created,
 * YYYY-MM-DD). Other pages link here with these (the home page's state figures); unknown values are
 * ignored rather than sent.
 */
export function filtersFromSearch(search: URLSearchParams): DeviceFilters {
  const state = search.get('state');
  const from = search.get('from');
  const to = search.get('to');
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const created = from && DATE.test(from) && to && DATE.test(to) ? ([dayjs(from), dayjs(to)] as DeviceFilters['created']) : undefined;
  const filters: DeviceFilters = {
    projectId: positiveId(search.get('projectId')),
    keyword: text('keyword'),
    status: isState(state) ? state : undefined,
    deviceTypeId: positiveId(search.get('typeId')),
    number: text('number'),
    created,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as DeviceFilters;
}

/** The address of the filters (the reverse of `filtersFromSearch`), empty ones left out. */
export function searchOf(filters: DeviceFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('state', filters.status);
  if (filters.projectId) search.set('projectId', String(filters.projectId));
  if (filters.keyword?.trim()) search.set('keyword', filters.keyword.trim());
  if (filters.deviceTypeId) search.set('typeId', String(filters.deviceTypeId));
  if (filters.number?.trim()) search.set('number', filters.number.trim());
  const [from, to] = filters.created ?? [null, null];
  if (from && to) {
    search.set('from', from.format('YYYY-MM-DD'));
    search.set('to', to.format('YYYY-MM-DD'));
  }
  return search;
}

/** A link to the device list with a state and, optionally, a project (`/deviceDetails/deviceList?state=offline`). */
export function deviceListPath(filters: { state?: DeviceStatusName; projectId?: number } = {}): string {
  const search = searchOf({ status: filters.state, projectId: filters.projectId }).toString();
  return search ? `${DEVICE_LIST_PATH}?${search}` : DEVICE_LIST_PATH;
}
