/** `notifyMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const notifyMessagesZhCN = {
  'validation.clockTime': '请输入 00:00 到 23:59 之间的时间',
  'validation.timeZone': '未知的时区',
  'validation.webhookUrl': '请输入以 http:// 或 https:// 开头的地址',
  'validation.webhookSecret': '密钥至少 16 个字符',
  'error.escalationTarget': '升级步骤中的人员或角色不属于该公司',
  'notify.test.title': '测试通知',
  'notify.test.body': '这是一条来自 Fieldlink 的测试通知,您的通知渠道工作正常。',
} as const;
