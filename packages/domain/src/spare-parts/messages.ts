import { defineMessages } from '../define-messages.js';

export const sparePartsMessages = defineMessages(
  {
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
  },
  {
    'error.partCodeTaken': 'This part code already exists',
    'error.partNotFound': 'The part does not exist',
    'error.partInUse': 'The part has applications or stock movements and cannot be deleted',
    'error.partStockShort': 'Not enough stock: {{stock}} in stock, {{quantity}} needed',
    'error.partApplicationState': 'The application is {{status}}; {{action}} is not allowed',
    'error.partApplicationActor': 'You may not do this to the part application',
    'error.partApplicant': "Only the order's repairman or a user allowed to apply may apply for parts",
    'error.partOrderState': 'The order is {{statusLabel}}; parts cannot be applied for',
    'error.partOwnApplication': 'You cannot approve your own part application; another approver must decide it',
    'error.partOtherCompany': 'The part and the order belong to different companies',
    'validation.partCode': 'Letters, digits and . _ - / only',
    'validation.partQuantity': 'Enter a valid whole quantity',
    'validation.partPrice': 'The price must be between 0 and 100,000,000',
  },
);
