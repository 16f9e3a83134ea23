/** `reliabilityMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const reliabilityMessagesZhCN = {
  'validation.verificationWindow': '验证窗口须为 1 秒到 7 天',
  'validation.recurrenceWindow': '复发窗口须为 1 秒到 366 天',
  'validation.verificationReason': '请填写人工确认的原因(不超过 200 字)',
  'error.verificationPending': '该工单由报警生成,需等待数据验证;调度员可填写原因人工确认',
  'error.verificationState': '该工单当前不能人工确认(验证状态 {{state}})',
  'notify.repairRecurred.title': '维修未见效:{{number}}',
  'notify.repairRecurred.body': '{{alarm}} 在完工后再次发生,工单已重新打开',
  'notify.repairFollowUp.body': '{{alarm}} 在完工后再次发生,已生成跟进工单 {{followUp}}',
  'notify.repairVerified.title': '维修已由数据验证:{{number}}',
  'notify.repairVerified.body': '报警已消除并在验证窗口内保持正常',
  'notify.repairNotVerifiable.title': '维修无法验证:{{number}}',
  'notify.repairNotVerifiable.body': '验证窗口内设备不在线,请调度员人工确认',
} as const;
