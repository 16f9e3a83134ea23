import { describe, expect, it } from 'vitest';
import type { OverviewData } from '../api/overviewApi';
import { alarmFigures, deviceFigures, formatOutput, orderFigures, pageLink, sumOf } from './overviewFigures';

const data: OverviewData = {
  devices: { total: 6, byStatus: { online: 3, comm_failure: 1, offline: 2 } },
  liveDeviceIds: [1, 2],
  alarms: { byLevel: { 1: 0, 2: 1, 3: 2, 4: 5 }, latest: [] },
  workOrders: {
    byStatus: { pending: 2, dispatched: 1, accepted: 0, processing: 4, completed: 9, cancelled: 3 },
    latest: [],
  },
  projects: [],
  output: [],
};
const everything = ['home', 'deviceList', 'item_page', 'alarm_records', 'orderReview'];

describe('pageLink', () => {
  it("is the page's path in the shell with the query, for a page the user may open", () => {
    expect(pageLink('alarm_records', 'desktop', everything, { level: 4 })).toBe('/dataAnalysis/alarms?level=4');
    expect(pageLink('orderReview', 'mobile', everything, { status: 'pending' })).toBe('/orderReview?status=pending');
    expect(pageLink('item_page', 'mobile', everything)).toBe('/items/item_page');
  });

  it('is null for a page the user may not open, one without a path in the shell, or one not in the catalogue', () => {
    expect(pageLink('alarm_records', 'desktop', ['home'], { level: 4 })).toBeNull();
    expect(pageLink('deviceList', 'mobile', everything)).toBeNull();
    expect(pageLink('no_such_page', 'desktop', ['no_such_page'])).toBeNull();
  });
});

describe('figures', () => {
  it('device states open the desktop device list filtered by state, and the project list on a phone', () => {
    const desktop = deviceFigures(data, 'desktop', everything, 'en-US');
    expect(desktop.map((f) => [f.key, f.label, f.value])).toEqual([
      ['online', 'Online', 3],
      ['comm_failure', 'Communication failure', 1],
      ['offline', 'Offline', 2],
    ]);
    expect(desktop[1]!.to).toMatch(/^\/[^?]+\/deviceList\?state=comm_failure$/);
    expect(deviceFigures(data, 'mobile', everything, 'zh-CN').map((f) => [f.label, f.to])).toEqual([
      ['在线', '/items/item_page'],
      ['通讯失败', '/items/item_page'],
      ['离线', '/items/item_page'],
    ]);
    expect(deviceFigures(data, 'desktop', ['home'], 'en-US').every((f) => f.to === null)).toBe(true);
  });

  it('alarm levels run from warning down to normal in the spec colours, linked to records of that level', () => {
    const figures = alarmFigures(data, 'desktop', everything, 'en-US');
    expect(figures.map((f) => [f.label, f.value, f.color, f.to])).toEqual([
      ['Warning', 5, '#FF4149', '/dataAnalysis/alarms?level=4'],
      ['Severe', 2, '#FFA341', '/dataAnalysis/alarms?level=3'],
      ['General', 1, '#60D4FF', '/dataAnalysis/alarms?level=2'],
      ['Normal', 0, '#165DFF', '/dataAnalysis/alarms?level=1'],
    ]);
    expect(sumOf(figures)).toBe(8);
    expect(alarmFigures({ ...data, alarms: null }, 'desktop', everything, 'en-US')).toEqual([]);
    expect(alarmFigures(data, 'desktop', ['home', 'orderReview'], 'en-US').every((f) => f.to === null)).toBe(true);
  });

  it('work orders show only the open statuses, linked to the overview of that status', () => {
    const figures = orderFigures(data, 'mobile', everything, 'en-US');
    expect(figures.map((f) => [f.key, f.value, f.to])).toEqual([
      ['pending', 2, '/orderReview?status=pending'],
      ['dispatched', 1, '/orderReview?status=dispatched'],
      ['accepted', 0, '/orderReview?status=accepted'],
      ['processing', 4, '/orderReview?status=processing'],
    ]);
    expect(sumOf(figures)).toBe(7);
  });
});

describe('formatOutput', () => {
  it("uses the point's decimals and unit, grouped as the language writes numbers", () => {
    expect(formatOutput(1234.5, 0, 'pcs', 'en-US')).toBe('1,235 pcs');
    expect(formatOutput(12.700000000000001, 1, 'm³', 'zh-CN')).toBe('12.7 m³');
    expect(formatOutput(233.20000000000002, 2, null, 'en-US')).toBe('233.20');
    expect(formatOutput(null, 0, 'pcs', 'en-US')).toBe('—');
  });
});
