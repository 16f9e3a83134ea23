import type { automationMessagesZhCN } from './messages.zh-CN.js';

/** `automationMessages` in en-US: exactly the zh-CN keys. */
export const automationMessagesEnUS: Record<keyof typeof automationMessagesZhCN, string> = {
  'error.automationPoint': 'The data point does not exist or belongs to another device',
  'error.automationTrigger': 'The trigger does not exist',
  'error.statusTable': 'The status table does not exist',
  'error.statusTableInUse': 'Data points still use this status table; it cannot be deleted',
  'validation.statusDuplicate': 'The value {{value}} appears twice',
  'validation.statusText': 'The text may not contain | ; =',
  'validation.assignmentSource': 'Choose the source data point',
  'error.statusNameTaken': 'A status table with this name exists',
};
