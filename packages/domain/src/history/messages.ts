import { defineMessages } from '../define-messages.js';

export const historyMessages = defineMessages(
  {
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
  },
  {
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
  },
);
