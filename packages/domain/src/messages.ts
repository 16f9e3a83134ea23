import type { ErrorCode } from './errors.js';
import type { Language } from './language.js';
import { MESSAGES_EN_US } from './messages.en-US.js';
import { MESSAGES_ZH_CN, type MessageKey } from './messages.zh-CN.js';

export { MESSAGES_ZH_CN, type MessageKey } from './messages.zh-CN.js';
export { MESSAGES_EN_US } from './messages.en-US.js';

/**
 * Text for every error code and every validation rule, in both languages. The server answers with
 * these; the web loads its language's table (`MESSAGES_ZH_CN`, `MESSAGES_EN_US`, one module each)
 * into i18next as the `messages` namespace, so a rule reads the same in the form and in the API's
 * answer. Placeholders use i18next's `{{name}}` syntax.
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = { 'zh-CN': MESSAGES_ZH_CN, 'en-US': MESSAGES_EN_US };

// Every error code has a message in each language (checked by the compiler).
const everyCodeHasText: Record<ErrorCode, string> = MESSAGES_ZH_CN;
void everyCodeHasText;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES_ZH_CN, value);
}

export function formatMessage(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}
