/** `historyMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const historyMessagesZhCN = {
  'validation.pointIds': '请选择 1 到 20 个数据点',
  'validation.retentionMonths': '保留月数必须是 1 到 120 的整数',
  'validation.hisDataLimitDays': '历史查询天数必须是 1 到 3650 的整数',
  'history.export.time': '时间',
  'history.export.point': '数据点',
  'history.export.device': '设备',
  'history.export.value': '值',
  'history.export.min': '最小值',
  'history.export.max': '最大值',
  'history.export.avg': '平均值',
  'history.export.last': '最后值',
  'history.export.unit': '单位',
  'history.export.sheet': '历史数据',
  'history.export.file': '历史数据',
} as const;
