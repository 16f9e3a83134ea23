import { defineMessages } from '../define-messages.js';
import { workOrderLabelMessages } from './labels.js';

export const workOrderMessages = defineMessages(
  {
    ...workOrderLabelMessages('zh-CN'),
    'error.workOrderState': '工单当前状态为「{{statusLabel}}」,不能执行「{{actionLabel}}」',
    'error.workOrderActor': '只有工单的创建人、派单人、接单人或管理员可以执行此操作',
    'error.assigneeNotInCompany': '指派的人员不是该公司的用户',
    'error.deviceNotInProject': '设备不属于该项目',
    'error.attachmentType': '附件只能是 jpg、jpeg 或 png 图片',
    'error.attachmentTooLarge': '附件不能超过 {{max}}',
    'error.attachmentCount': '最多 {{max}} 张图片',
    'error.signatureRequired': '请签名',
    'error.repairLinkInvalid': '报修二维码无效或已过期',
    'error.repairLinkRateLimited': '该设备的报修二维码使用过于频繁,请 {{minutes}} 分钟后再试',
    'error.multipartField': '表单字段 {{field}} 无法识别',
    'workOrder.notify.created': '新报修工单 {{number}}',
    'workOrder.notify.assigned': '工单 {{number}} 已派给您',
    'workOrder.notify.changed': '工单 {{number}}:{{actionLabel}}',
  },
  {
    ...workOrderLabelMessages('en-US'),
    'error.workOrderState': 'The order is {{statusLabel}}; {{actionLabel}} is not allowed',
    'error.workOrderActor': 'Only the creator, a dispatcher, the assigned repairman or an administrator may do this',
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
  },
);
