import type { inputMessagesZhCN } from './messages.zh-CN.js';

/** `inputMessages` in en-US: exactly the zh-CN keys. */
export const inputMessagesEnUS: Record<keyof typeof inputMessagesZhCN, string> = {
  'input.nul': 'Must not contain the NUL character (\\u0000)',
  'input.calendarDate': 'Not a date that exists (YYYY-MM-DD)',
  'input.nothingToChange': 'The request names no field to change',
  'input.unknownReference': '{{field}} names a record that does not exist',
  'input.unknownRecord': 'The request names a record that does not exist',
  'input.stillReferenced': 'Other records still refer to this one, so it cannot be deleted',
  'input.duplicate': '{{field}} already exists',
  'input.duplicateRow': 'The same record already exists',
  'input.outOfRange': 'A number in the request is out of range',
  'input.invalidValue': 'A value in the request is not valid',
  'input.tooLong': 'A value in the request is too long',
};
