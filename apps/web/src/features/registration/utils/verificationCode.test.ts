import { describe, expect, it } from 'vitest';
import { extractCode, normalizeCodeInput } from './verificationCode';

describe('extractCode', () => {
  it.each([
    ['【Fieldlink】您的验证码是 123456,5 分钟内有效', '123456'],
    ['Your code is 654321. It expires in 5 minutes.', '654321'],
    ['sms to 13800138000: code 000123', '000123'],
    ['12345', null],
    ['1234567', null],
    ['no digits', null],
  ])('%s → %s', (text, expected) => {
    expect(extractCode(text)).toBe(expected);
  });

  it('does not take six digits out of a phone number', () => {
    expect(extractCode('13800138000')).toBeNull();
  });
});

describe('normalizeCodeInput', () => {
  it('keeps the code of a pasted message, else digits only, at most six', () => {
    expect(normalizeCodeInput('验证码 246810,请勿泄露')).toBe('246810');
    expect(normalizeCodeInput('12a3')).toBe('123');
    expect(normalizeCodeInput('12345678')).toBe('123456');
    expect(normalizeCodeInput('')).toBe('');
  });
});
