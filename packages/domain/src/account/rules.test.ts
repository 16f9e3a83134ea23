import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_PATTERN,
  PASSWORD_DEFAULT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  UserNameSchema,
  isValidPassword,
  passwordSchema,
} from './rules.js';

const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alnumString = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...alnum.split('')), { minLength, maxLength }).map((chars) => chars.join(''));

describe('passwordSchema (default minimum)', () => {
  const schema = passwordSchema();

  it('uses 8 to 64', () => {
    expect(PASSWORD_DEFAULT_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(64);
  });

  it.each<[number, boolean]>([
    [1, false],
    [7, false],
    [8, true],
    [9, true],
    [63, true],
    [64, true],
    [65, false],
  ])('length %i passes: %s', (length, ok) => {
    const value = 'a1'.repeat(40).slice(0, length);
    expect(value).toHaveLength(length);
    expect(schema.safeParse(value).success).toBe(ok);
    expect(isValidPassword(value)).toBe(ok);
  });

  it.each([
    ['space inside', 'abcd 1234'],
    ['leading space', ' abcd1234'],
    ['symbol', 'abcd1234!'],
    ['underscore', 'abcd_1234'],
    ['hyphen', 'abcd-1234'],
    ['Chinese', '密码abcd1234'],
    ['full-width digits', 'abcd１２３４'],
    ['accented letter', 'abcdé1234'],
    ['newline', 'abcd1234\n'],
  ])('rejects %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(false);
    expect(isValidPassword(value)).toBe(false);
  });

  it.each([
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['mixed case', 'AbCd1234'],
  ])('accepts %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it("names the issue 'validation.password' with {min, max}", () => {
    const result = schema.safeParse('short1');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('validation.password');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ min: 8, max: 64 });
  });

  it("an empty password is 'validation.required'", () => {
    const result = schema.safeParse('');
    expect(result.error?.issues[0]?.message).toBe('validation.required');
  });

  it("a missing password is 'validation.required'", () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(schema.safeParse(12345678).success).toBe(false);
  });

  it('property: any [A-Za-z0-9] string of length 8..64 passes', () => {
    fc.assert(
      fc.property(alnumString(8, 64), (value) => {
        expect(schema.safeParse(value).success).toBe(true);
      }),
    );
  });

  it('property: any string with a non-alphanumeric character fails', () => {
    fc.assert(
      fc.property(
        alnumString(0, 40),
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }).filter((c) => !/^[A-Za-z0-9]$/.test(c)),
        alnumString(0, 20),
        (before, bad, after) => {
          const value = before + bad + after;
          expect(schema.safeParse(value).success).toBe(false);
          expect(isValidPassword(value)).toBe(false);
        },
      ),
    );
  });

  it('property: any alphanumeric string shorter than 8 or longer than 64 fails', () => {
    fc.assert(
      fc.property(fc.oneof(alnumString(1, 7), alnumString(65, 100)), (value) => {
        expect(schema.safeParse(value).success).toBe(false);
      }),
    );
  });
});

describe('passwordSchema (custom minimum)', () => {
  it.each<[number, boolean]>([
    [2, false],
    [3, true],
    [4, true],
    [64, true],
    [65, false],
  ])('minimum 3: length %i passes: %s', (length, ok) => {
    const value = 'x9'.repeat(40).slice(0, length);
    expect(passwordSchema(3).safeParse(value).success).toBe(ok);
    expect(isValidPassword(value, 3)).toBe(ok);
  });

  it('reports the custom minimum in the issue params', () => {
    const issue = passwordSchema(3).safeParse('ab').error?.issues[0];
    expect(issue?.message).toBe('validation.password');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ min: 3, max: 64 });
  });

  it('minimum 12: 11 fails, 12 passes', () => {
    expect(passwordSchema(12).safeParse('a'.repeat(11)).success).toBe(false);
    expect(passwordSchema(12).safeParse('a'.repeat(12)).success).toBe(true);
  });
});

describe('UserNameSchema', () => {
  it.each<[string, number, boolean]>([
    ['a', 1, false],
    ['ab', 2, true],
    ['abc', 3, true],
    ['a', 31, true],
    ['a', 32, true],
    ['a', 33, false],
    ['张', 1, false],
    ['张', 2, true],
    ['张', 32, true],
    ['张', 33, false],
  ])('%s x %i passes: %s', (char, count, ok) => {
    expect(UserNameSchema.safeParse(char.repeat(count)).success).toBe(ok);
  });

  it.each([
    ['Chinese', '张三'],
    ['Chinese and letters', '运维admin'],
    ['underscore', 'op_1'],
    ['leading underscore', '_op'],
    ['digits only', '007'],
    ['mixed case', 'Operator9'],
  ])('accepts %s', (_name, value) => {
    expect(UserNameSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['inner space', 'op 1'],
    ['hyphen', 'op-1'],
    ['dot', 'op.1'],
    ['at sign', 'op@x'],
    ['symbol', 'op!'],
    ['Chinese punctuation', '张三，'],
    ['emoji', 'op😀'],
    ['accented letter', 'josé'],
  ])('rejects %s', (_name, value) => {
    const result = UserNameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.userName');
  });

  it('trims surrounding space before checking and returns the trimmed name', () => {
    expect(UserNameSchema.parse('  op_1  ')).toBe('op_1');
    expect(UserNameSchema.safeParse(` ${'a'.repeat(32)} `).success).toBe(true);
    expect(UserNameSchema.safeParse(' a ').success).toBe(false);
  });

  it("blank is 'validation.required'", () => {
    expect(UserNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('validation.required');
    expect(UserNameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('PHONE_PATTERN', () => {
  it.each<[string, boolean]>([
    ['13800138000', true],
    ['19999999999', true],
    ['10000000000', true],
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['23800138000', false],
    ['03800138000', false],
    ['+8613800138000', false],
    ['138 0013 8000', false],
    ['1380013800a', false],
    ['', false],
  ])('%j: %s', (value, ok) => {
    expect(PHONE_PATTERN.test(value)).toBe(ok);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each<[string, boolean]>([
    ['a@b.cc', true], // TLD 2
    ['a@b.ccccc', true], // TLD 5
    ['a@b.c', false], // TLD 1
    ['a@b.cccccc', false], // TLD 6
    ['first.last+tag@mail.example.com', true],
    ['user_1@sub-domain.example.org', true],
    ['a@b.c1', false],
    ['@b.cc', false],
    ['a@.cc', false],
    ['a@cc', false],
    ['a b@c.cc', false],
    ['a@b..cc', false],
    ['a@@b.cc', false],
    ['a@b.cc ', false],
    ['', false],
  ])('%j: %s', (value, ok) => {
    expect(EMAIL_PATTERN.test(value)).toBe(ok);
  });
});
