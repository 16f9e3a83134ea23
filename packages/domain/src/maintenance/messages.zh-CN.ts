/** `maintenanceMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const maintenanceMessagesZhCN = {
  'validation.greaterThanZero': '须大于 0',
  'validation.atMost': '不能大于 {{max}}',
  'validation.unit': '请选择单位(天、周、月、年)',
  'validation.dateTime': '请选择正确的日期时间',
  'error.maintenancePlanState': '维保计划当前状态为 {{status}},不能执行 {{action}}',
  'error.maintenancePlanExpired': '维保计划已过质保期,不能再启动',
  'error.notMaintenanceOrder': '该工单不是维保工单',
  'error.importProjectExists': '项目 {{name}} 已存在,请使用导入老项目',
  'error.importProjectUnknown': '项目 {{name}} 不存在,请使用导入新项目',
  'error.importDifferentLocation': '同一项目 {{name}} 的位置不一致',
} as const;
