/** `alarmMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const alarmMessagesZhCN = {
  'error.alarmNotActive': '只有未确认的报警可以确认',
  'error.alarmCleared': '报警已清除',
  'error.alarmPoint': '数据点不存在或不属于该设备',
  'validation.alarmLevel': '报警等级为 1 到 4',
  'validation.alarmOp': '未知的条件运算符',
  'validation.alarmValue2': '范围条件需要第二个值',
  'validation.alarmRange': '统计时间范围不能超过 366 天',
} as const;
