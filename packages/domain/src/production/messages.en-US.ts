import type { productionMessagesZhCN } from './messages.zh-CN.js';

/** `productionMessages` in en-US: exactly the zh-CN keys. */
export const productionMessagesEnUS: Record<keyof typeof productionMessagesZhCN, string> = {
  'validation.productionName': 'A name is 1 to 30 characters',
  'validation.productionUnit': 'A unit is at most 10 characters',
  'validation.productionQuantity': 'A quantity is a whole number from 0 to 10,000,000',
  'validation.productionAmount': 'An amount is 0 to 1 billion with at most 4 decimals',
  'validation.productionCycle': 'The standard cycle is more than 0 and at most 86400 seconds',
  'validation.productionMaterialTwice': 'A material can be added only once',
  'validation.productionDay': 'A day is YYYY-MM-DD',
  'error.productionNotFound': 'Not found, or not yours to see',
  'error.productionMaterialUnknown': 'The material does not exist or belongs to another company',
  'error.productionDevice': 'No such device, or not yours to see',
  'error.productionCounterPoint': 'The counter must be a point of the task’s device',
  'error.productionOperator': 'The operator must be a user of the company',
  'error.productionTransition': 'The task’s status does not allow this',
  'error.productionCountedOutput': 'This task counts its output from the counter; it cannot be entered by hand',
  'error.productionInUse': 'Tasks or templates still use it; it cannot be deleted',
  'production.lowStock.title': 'Low stock: {{name}}',
  'production.lowStock.body': '{{name}} is down to {{stock}}, at or below the warning level {{threshold}}',
};
