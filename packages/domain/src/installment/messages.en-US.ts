import type { installmentMessagesZhCN } from './messages.zh-CN.js';

/** `installmentMessages` in en-US: exactly the zh-CN keys. */
export const installmentMessagesEnUS: Record<keyof typeof installmentMessagesZhCN, string> = {
  'validation.installmentAmount': 'An amount is 0 to 10000000 with at most 2 decimals',
  'validation.installmentDate': 'A date is YYYY-MM-DD',
  'validation.installmentCustomer': 'The customer name is 1 to 40 characters',
  'validation.installmentPhone': 'The phone is at most 20 characters',
  'validation.installmentPeriods': 'The number of periods is a whole number from 1 to 120',
  'validation.installmentInterval': 'Periods are 1 to 12 months apart',
  'validation.installmentGrace': 'Grace days are 0 to 90',
  'validation.installmentRemind': 'Reminder days before the due date are 0 to 30',
  'validation.installmentDownPayment': 'The down payment must be less than the total',
  'validation.installmentLockValues': 'The lock and unlock values must differ',
  'validation.installmentNote': 'A note is at most 200 characters',
  'validation.installmentUnlockDays': 'Unlock days are a whole number from 1 to 999',
  'error.installmentNotFound': 'The installment plan does not exist or you have no access to it',
  'error.installmentDeviceTaken': 'This device already has an installment plan that is not paid off',
  'error.installmentPaidOff': 'This installment plan is paid off',
  'error.installmentNoCodeRegister': 'This installment plan has no unlock-code register',
  'error.installmentDevice': 'The device does not exist or you have no access to it',
};
