import { workOrderLabelMessages } from './labels.js';

/** `workOrderMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const workOrderMessagesZhCN = {
  ...workOrderLabelMessages('zh-CN'),
  'error.workOrderState': '工单当前状态为「{{statusLabel}}」,不能执行「{{actionLabel}}」',
  'error.workOrderActor': '只有工单的创建人、派单人、接单人或管理员可以执行此操作',
  'error.workOrderEditor': '只有工单的创建人、派单人或管理员可以编辑工单',
  'error.workOrderDelete': '只有管理员可以删除工单',
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
} as const;
