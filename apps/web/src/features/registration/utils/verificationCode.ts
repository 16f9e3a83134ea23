import { CODE_LENGTH } from '@fieldlink/domain';

const CODE_IN_TEXT = new RegExp(`(?<!\\d)\\d{${CODE_LENGTH}}(?!\\d)`);

/**
 * The verification code inside a text message ("验证码 123456,5 分钟内有效"): the first run of
 * exactly six digits. Pasting the whole message into the code field keeps only the code.
 */
export function extractCode(text: string): string | null {
  return CODE_IN_TEXT.exec(text)?.[0] ?? null;
}

/** What the code field keeps of what was typed or pasted: the code if one is inside, else the digits (at most six). */
export function normalizeCodeInput(value: string): string {
  return extractCode(value) ?? value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
