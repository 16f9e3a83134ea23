import type { notifyMessagesZhCN } from './messages.zh-CN.js';

/** `notifyMessages` in en-US: exactly the zh-CN keys. */
export const notifyMessagesEnUS: Record<keyof typeof notifyMessagesZhCN, string> = {
  'validation.clockTime': 'Enter a time between 00:00 and 23:59',
  'validation.timeZone': 'Unknown time zone',
  'validation.webhookUrl': 'Enter an address starting with http:// or https://',
  'validation.webhookSecret': 'The secret needs at least 16 characters',
  'error.escalationTarget': 'A person or role in the escalation steps is not of this company',
  'notify.test.title': 'Test notification',
  'notify.test.body': 'This is a test notification from Fieldlink; your notification channels work.',
};
