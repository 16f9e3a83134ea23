import { defineMessages } from '../define-messages.js';

export const automationMessages = defineMessages(
  {
    'error.automationPoint': '数据点不存在或不属于该设备',
    'error.automationTrigger': '触发器不存在',
    'error.statusTable': '状态表不存在',
    'error.statusTableInUse': '状态表仍被数据点使用,不能删除',
    'validation.statusDuplicate': '状态值 {{value}} 重复',
    'validation.statusText': '文字不能包含 | ; =',
    'validation.assignmentSource': '请选择源数据点',
    'error.statusNameTaken': '已有同名状态表',
  },
  {
    'error.automationPoint': 'The data point does not exist or belongs to another device',
    'error.automationTrigger': 'The trigger does not exist',
    'error.statusTable': 'The status table does not exist',
    'error.statusTableInUse': 'Data points still use this status table; it cannot be deleted',
    'validation.statusDuplicate': 'The value {{value}} appears twice',
    'validation.statusText': 'The text may not contain | ; =',
    'validation.assignmentSource': 'Choose the source data point',
    'error.statusNameTaken': 'A status table with this name exists',
  },
);
