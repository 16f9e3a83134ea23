import type { historyMessagesZhCN } from './messages.zh-CN.js';

/** `historyMessages` in en-US: exactly the zh-CN keys. */
export const historyMessagesEnUS: Record<keyof typeof historyMessagesZhCN, string> = {
  'validation.pointIds': 'Choose 1 to 20 data points',
  'validation.retentionMonths': 'Months kept must be a whole number from 1 to 120',
  'validation.hisDataLimitDays': 'Days of history must be a whole number from 1 to 3650',
  'history.export.time': 'Time',
  'history.export.point': 'Point',
  'history.export.device': 'Device',
  'history.export.value': 'Value',
  'history.export.min': 'Min',
  'history.export.max': 'Max',
  'history.export.avg': 'Average',
  'history.export.last': 'Last',
  'history.export.unit': 'Unit',
  'history.export.sheet': 'History data',
  'history.export.file': 'history',
};
