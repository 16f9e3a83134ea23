import type { shareMessagesZhCN } from './messages.zh-CN.js';

/** `shareMessages` in en-US: exactly the zh-CN keys. */
export const shareMessagesEnUS: Record<keyof typeof shareMessagesZhCN, string> = {
  'validation.shareCode': 'An access code is 4 to 8 letters or digits',
  'validation.shareCodeOpen': 'An open link takes no access code',
  'validation.shareExpiry': 'Choose how long the link lives',
  'error.shareNotFound': 'The shared object does not exist or you cannot reach it',
  'error.shareTypeUnsupported': 'This kind of object cannot be shared yet',
  'error.shareLinkInvalid': 'This link is no longer valid',
  'error.shareCodeWrong': 'Wrong access code',
  'error.shareCodeRequired': 'Enter the access code',
};
