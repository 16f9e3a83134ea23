import { defineMessages } from '../define-messages.js';

export const maintenanceMessages = defineMessages(
  {
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
  },
  {
    'validation.greaterThanZero': 'Must be greater than 0',
    'validation.atMost': 'Must be at most {{max}}',
    'validation.unit': 'Choose a unit (day, week, month, year)',
    'validation.dateTime': 'Enter a valid date and time',
    'error.maintenancePlanState': 'The plan is {{status}}; {{action}} is not allowed',
    'error.maintenancePlanExpired': 'The plan’s warranty maintenance has expired; it cannot start again',
    'error.notMaintenanceOrder': 'This order is not a maintenance order',
    'error.importProjectExists': 'Project {{name}} already exists; import it as an old project',
    'error.importProjectUnknown': 'No project named {{name}}; import it as a new project',
    'error.importDifferentLocation': 'Rows of project {{name}} give different locations',
  },
);
