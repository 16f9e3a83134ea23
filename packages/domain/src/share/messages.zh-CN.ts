/** `shareMessages` in zh-CN: a module of its own, so that each language's catalog loads only its own text. */
export const shareMessagesZhCN = {
  'validation.shareCode': '访问码为 4 到 8 位字母或数字',
  'validation.shareCodeOpen': '公开链接不需要访问码',
  'validation.shareExpiry': '请选择有效期',
  'error.shareNotFound': '分享的对象不存在或无权访问',
  'error.shareTypeUnsupported': '暂不支持分享此类对象',
  'error.shareLinkInvalid': '链接已失效',
  'error.shareCodeWrong': '访问码错误',
  'error.shareCodeRequired': '请输入访问码',
} as const;
