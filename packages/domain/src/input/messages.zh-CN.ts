/** `inputMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const inputMessagesZhCN = {
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
} as const;
