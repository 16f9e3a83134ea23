import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.js';
import { LANGUAGES } from './language.js';
import { MESSAGES, formatMessage, isMessageKey, type MessageKey } from './messages.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

const zhKeys = Object.keys(MESSAGES['zh-CN']).sort();
const enKeys = Object.keys(MESSAGES['en-US']).sort();

describe('message catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(enKeys).toEqual(zhKeys);
    expect(zhKeys.length).toBeGreaterThan(0);
  });

  it.each(zhKeys)('%s: non-empty in both languages with the same placeholders', (key) => {
    const zh = MESSAGES['zh-CN'][key as MessageKey];
    const en = MESSAGES['en-US'][key as MessageKey];
    expect(zh.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(placeholders(en)).toEqual(placeholders(zh));
  });

  it.each(ERROR_CODES)('error code %s has a message in every language', (code) => {
    expect(isMessageKey(code)).toBe(true);
    for (const language of LANGUAGES) expect(MESSAGES[language][code]).toBeTruthy();
  });

  it.each<[unknown, boolean]>([
    ['NOT_FOUND', true],
    ['validation.password', true],
    ['validation.nope', false],
    ['not_found', false],
    ['toString', false],
    ['constructor', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isMessageKey(%j) is %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected);
  });
});

describe('formatMessage', () => {
  it('fills parameters in each language', () => {
    expect(formatMessage('en-US', 'validation.password', { min: 8, max: 64 })).toBe('Password: 8 to 64 letters and digits');
    expect(formatMessage('zh-CN', 'validation.password', { min: 8, max: 64 })).toBe('密码须为 8 到 64 位字母和数字');
    expect(formatMessage('en-US', 'ROUTE_NOT_FOUND', { method: 'GET', url: '/x' })).toBe('No such route: GET /x');
    expect(formatMessage('en-US', 'RATE_LIMITED', { seconds: 0 })).toBe('Too many attempts, try again in 0 s');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(formatMessage('en-US', 'ROUTE_NOT_FOUND', { method: 'GET' })).toBe('No such route: GET {{url}}');
    expect(formatMessage('zh-CN', 'RATE_LIMITED')).toBe('尝试次数过多,请在 {{seconds}} 秒后再试');
  });

  it('ignores parameters the message does not use and text without placeholders', () => {
    expect(formatMessage('en-US', 'NOT_FOUND', { id: 3 })).toBe('Not found');
  });

  it('does not read inherited properties as parameters', () => {
    expect(formatMessage('en-US', 'UNSUPPORTED_MEDIA_TYPE', {})).toBe('Unsupported content type {{type}}');
  });

  it('inserts values literally (no second substitution)', () => {
    expect(formatMessage('en-US', 'ROUTE_NOT_FOUND', { method: '{{url}}', url: '$&' })).toBe('No such route: {{url}} $&');
  });
});
