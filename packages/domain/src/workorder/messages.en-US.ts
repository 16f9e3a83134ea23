import { workOrderLabelMessages } from './labels.js';
import type { workOrderMessagesZhCN } from './messages.zh-CN.js';

/** `workOrderMessages` in en-US: exactly the zh-CN keys. */
export const workOrderMessagesEnUS: Record<keyof typeof workOrderMessagesZhCN, string> = {
  ...workOrderLabelMessages('en-US'),
  'error.workOrderState': 'The order is {{statusLabel}}; {{actionLabel}} is not allowed',
  'error.workOrderActor': 'Only the creator, a dispatcher, the assigned repairman or an administrator may do this',
  'error.workOrderEditor': 'Only the creator, a dispatcher or an administrator may edit an order',
  'error.workOrderDelete': 'Only an administrator may delete an order',
  'error.assigneeNotInCompany': 'The assignee is not a user of this company',
  'error.deviceNotInProject': 'The device does not belong to this project',
  'error.attachmentType': 'Attachments must be jpg, jpeg or png images',
  'error.attachmentTooLarge': 'An attachment may not exceed {{max}}',
  'error.attachmentCount': 'At most {{max}} photos',
  'error.signatureRequired': 'Please sign',
  'error.repairLinkInvalid': 'The repair QR code is invalid or has expired',
  'error.repairLinkRateLimited': 'This repair QR code was used too often, try again in {{minutes}} min',
  'error.multipartField': 'Unknown form field {{field}}',
  'workOrder.notify.created': 'New repair order {{number}}',
  'workOrder.notify.assigned': 'Order {{number}} was assigned to you',
  'workOrder.notify.changed': 'Order {{number}}: {{actionLabel}}',
};
