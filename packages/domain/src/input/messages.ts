import { defineMessages } from '../define-messages.js';

/** What the server answers when a request's values cannot be stored: named by field where one is known. */
export const inputMessages = defineMessages(
  {
    'input.nul': '不能包含空字符 (\\u0000)',
    'input.calendarDate': '不是存在的日期 (YYYY-MM-DD)',
    'input.nothingToChange': '请求中没有可修改的字段',
    'input.unknownReference': '{{field}} 指向的记录不存在',
    'input.unknownRecord': '请求指向的记录不存在',
    'input.stillReferenced': '仍有其他数据引用此记录,无法删除',
    'input.duplicate': '{{field}} 已存在',
    'input.duplicateRow': '相同的记录已存在',
    'input.outOfRange': '请求中的某个数值超出允许范围',
    'input.invalidValue': '请求中的某个值无效',
    'input.tooLong': '请求中的某个值过长',
  },
  {
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
  },
);
