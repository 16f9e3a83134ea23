import type { reliabilityMessagesZhCN } from './messages.zh-CN.js';

/** `reliabilityMessages` in en-US: exactly the zh-CN keys. */
export const reliabilityMessagesEnUS: Record<keyof typeof reliabilityMessagesZhCN, string> = {
  'validation.verificationWindow': 'The verification window must be 1 second to 7 days',
  'validation.recurrenceWindow': 'The recurrence window must be 1 second to 366 days',
  'validation.verificationReason': 'Give the reason for confirming by hand (up to 200 characters)',
  'error.verificationPending':
    "This order was opened by an alarm and waits for the data's verification; a dispatcher may confirm it with a reason",
  'error.verificationState': 'This order cannot be confirmed by hand now (verification {{state}})',
  'notify.repairRecurred.title': 'Repair did not hold: {{number}}',
  'notify.repairRecurred.body': '{{alarm}} came back after completion; the order is reopened',
  'notify.repairFollowUp.body': '{{alarm}} came back after completion; follow-up order {{followUp}} is open',
  'notify.repairVerified.title': 'Repair verified by data: {{number}}',
  'notify.repairVerified.body': 'The alarm cleared and stayed clear through the verification window',
  'notify.repairNotVerifiable.title': 'Repair not verifiable: {{number}}',
  'notify.repairNotVerifiable.body': 'The device was not online during the verification window; a dispatcher may confirm it by hand',
};
