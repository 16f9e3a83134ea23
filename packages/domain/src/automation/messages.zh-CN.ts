/** `automationMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const automationMessagesZhCN = {
  'error.automationPoint': '数据点不存在或不属于该设备',
  'error.automationTrigger': '触发器不存在',
  'error.statusTable': '状态表不存在',
  'error.statusTableInUse': '状态表仍被数据点使用,不能删除',
  'validation.statusDuplicate': '状态值 {{value}} 重复',
  'validation.statusText': '文字不能包含 | ; =',
  'validation.assignmentSource': '请选择源数据点',
  'error.statusNameTaken': '已有同名状态表',
} as const;
