/** `sparePartsMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const sparePartsMessagesZhCN = {
  'error.partCodeTaken': '配件编码已存在',
  'error.partNotFound': '配件不存在',
  'error.partInUse': '配件已有申请或出入库记录，不能删除',
  'error.partStockShort': '库存不足:当前库存 {{stock}},需要 {{quantity}}',
  'error.partApplicationState': '配件申请当前状态为 {{status}},不能执行 {{action}}',
  'error.partApplicationActor': '您没有权限对该配件申请执行此操作',
  'error.partApplicant': '只有工单的接单人或有申请权限的用户可以申请配件',
  'error.partOrderState': '工单当前状态为「{{statusLabel}}」,不能申请配件',
  'error.partOwnApplication': '不能审批自己提交的配件申请,请由其他审批人处理',
  'error.partOtherCompany': '配件与工单不属于同一公司',
  'validation.partCode': '编码只能包含字母、数字和 . _ - /',
  'validation.partQuantity': '数量必须是有效的整数',
  'validation.partPrice': '单价必须在 0 到 1 亿之间',
} as const;
