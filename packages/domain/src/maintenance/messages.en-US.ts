import type { maintenanceMessagesZhCN } from './messages.zh-CN.js';

/** `maintenanceMessages` in en-US: exactly the zh-CN keys. */
export const maintenanceMessagesEnUS: Record<keyof typeof maintenanceMessagesZhCN, string> = {
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
};
