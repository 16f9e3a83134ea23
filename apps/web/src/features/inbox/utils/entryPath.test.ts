import { findPage } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { entryPath } from './entryPath';

/** The alarms page's paths as the catalogue has them (the test follows the catalogue). */
const ALARMS = findPage('alarm_records')!.paths;

describe('entryPath', () => {
  it.each([
    [
      { type: 'maintainSubmit', link: '/orderReview?id=12', subject: { kind: 'workOrder', id: 12 } },
      'desktop',
      '/afterSales/orderReview?id=12',
    ],
    [{ type: 'maintainSubmit', link: '/orderReview?id=12', subject: { kind: 'workOrder', id: 12 } }, 'mobile', '/orderReview?id=12'],
    [
      { type: 'alarm', link: '/somewhere/alarm_records?alarmId=3', subject: { kind: 'alarm', id: 3 } },
      'desktop',
      `${ALARMS.desktop}?alarmId=3`,
    ],
    [
      { type: 'alarm', link: '/somewhere/alarm_records?alarmId=3', subject: { kind: 'alarm', id: 3 } },
      'mobile',
      `${ALARMS.mobile}?alarmId=3`,
    ],
    [{ type: 'alarm', link: null, subject: { kind: 'alarm', id: 4 } }, 'mobile', `${ALARMS.mobile}?alarmId=4`],
    [{ type: 'maintainMine', link: null, subject: { kind: 'workOrder', id: 5 } }, 'desktop', '/afterSales/orderReview?id=5'],
    [{ type: 'update', link: null, subject: null }, 'desktop', '/afterSales/orderReview'],
    [
      { type: 'update', link: '/settings/settings_page?tab=notifications', subject: null },
      'desktop',
      '/settings/settings_page?tab=notifications',
    ],
  ] as const)('%o on %s opens %s', (entry, shell, path) => {
    expect(entryPath({ ...entry, subject: entry.subject ? { ...entry.subject } : null }, shell)).toBe(path);
  });
});
