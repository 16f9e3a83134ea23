/** `assessmentMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const assessmentMessagesZhCN = {
  'error.ratingOrderState': '只能评价已完成的工单(当前状态 {{status}})',
  'error.ratingActor': '只有工单的创建人或管理员可以评价',
  'validation.assessmentPoints': '分值必须在 -1000 到 1000 之间',
  'validation.ratingStars': '请选择 1 到 5 星',
} as const;
