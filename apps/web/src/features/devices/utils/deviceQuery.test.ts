import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toDeviceQuery } from './deviceQuery';

describe('toDeviceQuery', () => {
  it('leaves empty filters out', () => {
    expect(toDeviceQuery({ keyword: '  ', number: '', status: '' }, 1, 20)).toEqual({
      page: 1,
      pageSize: 20,
      projectId: undefined,
      keyword: undefined,
      status: undefined,
      deviceTypeId: undefined,
      number: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('passes filters and spans whole days for the created range', () => {
    const from = dayjs('2026-03-01T15:00:00');
    const to = dayjs('2026-03-02T01:00:00');
    const query = toDeviceQuery(
      { projectId: 1, keyword: ' 泵 ', status: 'online', deviceTypeId: 2, number: 'N1', created: [from, to] },
      2,
      50,
    );
    expect(query).toMatchObject({ page: 2, pageSize: 50, projectId: 1, keyword: '泵', status: 'online', deviceTypeId: 2, number: 'N1' });
    expect(query.from).toBe(from.startOf('day').toISOString());
    expect(query.to).toBe(to.endOf('day').toISOString());
  });
});
