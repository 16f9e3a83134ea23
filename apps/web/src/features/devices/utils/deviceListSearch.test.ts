import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { deviceListPath, filtersFromSearch, searchOf } from './deviceListSearch';

describe('device list address', () => {
  it('reads the state and project other pages link with', () => {
    expect(filtersFromSearch(new URLSearchParams('state=comm_failure&projectId=7'))).toEqual({ status: 'comm_failure', projectId: 7 });
    expect(filtersFromSearch(new URLSearchParams('state=online'))).toEqual({ status: 'online' });
    expect(filtersFromSearch(new URLSearchParams('state=offline'))).toEqual({ status: 'offline' });
  });

  it('ignores values that are not a state, an id or a date', () => {
    expect(filtersFromSearch(new URLSearchParams('state=broken&projectId=-1&typeId=x&from=yesterday&to=2026-01-01&keyword=%20'))).toEqual(
      {},
    );
    expect(filtersFromSearch(new URLSearchParams('projectId=0'))).toEqual({});
  });

  it('round-trips every filter', () => {
    const filters = {
      status: 'online',
      projectId: 3,
      keyword: '泵',
      deviceTypeId: 2,
      number: 'N-1',
      created: [dayjs('2026-03-01'), dayjs('2026-03-05')] as [dayjs.Dayjs, dayjs.Dayjs],
    };
    const back = filtersFromSearch(searchOf(filters));
    expect({ ...back, created: back.created?.map((d) => d?.format('YYYY-MM-DD')) }).toEqual({
      ...filters,
      created: ['2026-03-01', '2026-03-05'],
    });
  });

  it('builds the links the home page uses', () => {
    expect(deviceListPath()).toBe('/deviceDetails/deviceList');
    expect(deviceListPath({ state: 'comm_failure' })).toBe('/deviceDetails/deviceList?state=comm_failure');
    expect(deviceListPath({ state: 'offline', projectId: 4 })).toBe('/deviceDetails/deviceList?state=offline&projectId=4');
  });
});
