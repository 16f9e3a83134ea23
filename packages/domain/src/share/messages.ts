import { defineMessages } from '../define-messages.js';

/** Share links. */
export const shareMessages = defineMessages(
  {
    'validation.shareCode': '访问码为 4 到 8 位字母或数字',
    'validation.shareCodeOpen': '公开链接不需要访问码',
    'validation.shareExpiry': '请选择有效期',
    'error.shareNotFound': '分享的对象不存在或无权访问',
    'error.shareTypeUnsupported': '暂不支持分享此类对象',
    'error.shareLinkInvalid': '链接已失效',
    'error.shareCodeWrong': '访问码错误',
    'error.shareCodeRequired': '请输入访问码',
  },
  {
    'validation.shareCode': 'An access code is 4 to 8 letters or digits',
    'validation.shareCodeOpen': 'An open link takes no access code',
    'validation.shareExpiry': 'Choose how long the link lives',
    'error.shareNotFound': 'The shared object does not exist or you cannot reach it',
    'error.shareTypeUnsupported': 'This kind of object cannot be shared yet',
    'error.shareLinkInvalid': 'This link is no longer valid',
    'error.shareCodeWrong': 'Wrong access code',
    'error.shareCodeRequired': 'Enter the access code',
  },
);
