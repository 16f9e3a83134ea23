import { defineMessages } from '../define-messages.js';

export const notifyMessages = defineMessages(
  {
    'validation.clockTime': '请输入 00:00 到 23:59 之间的时间',
    'validation.timeZone': '未知的时区',
    'validation.webhookUrl': '请输入以 http:// 或 https:// 开头的地址',
    'validation.webhookSecret': '密钥至少 16 个字符',
    'error.escalationTarget': '升级步骤中的人员或角色不属于该公司',
    'notify.test.title': '测试通知',
    'notify.test.body': '这是一条来自 Fieldlink 的测试通知,您的通知渠道工作正常。',
  },
  {
    'validation.clockTime': 'Enter a time between 00:00 and 23:59',
    'validation.timeZone': 'Unknown time zone',
    'validation.webhookUrl': 'Enter an address starting with http:// or https://',
    'validation.webhookSecret': 'The secret needs at least 16 characters',
    'error.escalationTarget': 'A person or role in the escalation steps is not of this company',
    'notify.test.title': 'Test notification',
    'notify.test.body': 'This is a test notification from Fieldlink; your notification channels work.',
  },
);
