import { defineMessages } from '../define-messages.js';

export const alarmMessages = defineMessages(
  {
    'error.alarmNotActive': '只有未确认的报警可以确认',
    'error.alarmCleared': '报警已清除',
    'error.alarmPoint': '数据点不存在或不属于该设备',
    'validation.alarmLevel': '报警等级为 1 到 4',
    'validation.alarmOp': '未知的条件运算符',
    'validation.alarmValue2': '范围条件需要第二个值',
    'validation.alarmRange': '统计时间范围不能超过 366 天',
  },
  {
    'error.alarmNotActive': 'Only an unacknowledged alarm can be acknowledged',
    'error.alarmCleared': 'The alarm is already cleared',
    'error.alarmPoint': 'The data point does not exist or belongs to another device',
    'validation.alarmLevel': 'The alarm level is 1 to 4',
    'validation.alarmOp': 'Unknown condition operator',
    'validation.alarmValue2': 'A range condition needs a second value',
    'validation.alarmRange': 'The statistics range may not exceed 366 days',
  },
);
