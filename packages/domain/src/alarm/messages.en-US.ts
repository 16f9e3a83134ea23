import type { alarmMessagesZhCN } from './messages.zh-CN.js';

/** `alarmMessages` in en-US: exactly the zh-CN keys. */
export const alarmMessagesEnUS: Record<keyof typeof alarmMessagesZhCN, string> = {
  'error.alarmNotActive': 'Only an unacknowledged alarm can be acknowledged',
  'error.alarmCleared': 'The alarm is already cleared',
  'error.alarmPoint': 'The data point does not exist or belongs to another device',
  'validation.alarmLevel': 'The alarm level is 1 to 4',
  'validation.alarmOp': 'Unknown condition operator',
  'validation.alarmValue2': 'A range condition needs a second value',
  'validation.alarmRange': 'The statistics range may not exceed 366 days',
};
