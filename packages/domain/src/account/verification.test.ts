import { describe, expect, it } from 'vitest';
import {
  BindCodeSchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  SendResetCodeSchema,
  isEmail,
  normalizeAccount,
  recoveryAccount,
  resetPasswordByCodeSchema,
} from './verification.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('EmailSchema', () => {
  it.each<[string, string | null]>([
    ['ann@example.com', null],
    [' ann.lee+tag@plant-1.example.cn ', null],
    ['', 'validation.required'],
    ['ann@', 'validation.email'],
    ['ann@example', 'validation.email'],
    ['13912345678', 'validation.email'],
  ])('%j → %s', (value, problem) => {
    const result = EmailSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(problem);
  });

  it(`accepts at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(EmailSchema.safeParse(at(EMAIL_MAX_LENGTH)).success).toBe(true);
    expect(EmailSchema.safeParse(at(EMAIL_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe('accounts', () => {
  it('tells e-mail from phone and folds e-mail case', () => {
    expect(isEmail('Ann@Example.com')).toBe(true);
    expect(isEmail('13912345678')).toBe(false);
    expect(normalizeAccount(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(normalizeAccount(' 13912345678 ')).toBe('13912345678');
  });

  it('reads the account from `account`, else from `phone`', () => {
    expect(recoveryAccount({ account: 'Ann@Example.com' })).toBe('ann@example.com');
    expect(recoveryAccount({ phone: '13912345678' })).toBe('13912345678');
    expect(recoveryAccount({ account: '13700000000', phone: '13912345678' })).toBe('13700000000');
  });
});

describe('SendResetCodeSchema', () => {
  it('takes a phone or an e-mail as `account`, or a phone as `phone`', () => {
    expect(SendResetCodeSchema.safeParse({ account: 'ann@example.com' }).success).toBe(true);
    expect(SendResetCodeSchema.safeParse({ account: '13912345678' }).success).toBe(true);
    expect(SendResetCodeSchema.safeParse({ phone: '13912345678' }).success).toBe(true);
  });

  it('names the field that is wrong or missing', () => {
    expect(issues(SendResetCodeSchema.safeParse({}))).toEqual(['account:validation.required']);
    expect(issues(SendResetCodeSchema.safeParse({ account: 'nobody' }))).toEqual(['account:validation.account']);
    expect(issues(SendResetCodeSchema.safeParse({ phone: 'ann@example.com' }))).toEqual(['phone:validation.phone']);
  });
});

describe('resetPasswordByCodeSchema', () => {
  const schema = resetPasswordByCodeSchema(8);
  it('needs an account, a code and a password', () => {
    expect(schema.safeParse({ account: 'ann@example.com', code: '123456', password: 'Welcome123' }).success).toBe(true);
    expect(schema.safeParse({ phone: '13912345678', code: '123456', password: 'Welcome123' }).success).toBe(true);
    expect(issues(schema.safeParse({ code: '123456', password: 'Welcome123' }))).toEqual(['account:validation.required']);
  });
});

describe('BindCodeSchema', () => {
  it('takes exactly one of phone and e-mail', () => {
    expect(BindCodeSchema.safeParse({ phone: '13912345678' }).success).toBe(true);
    expect(BindCodeSchema.safeParse({ email: 'ann@example.com' }).success).toBe(true);
    expect(issues(BindCodeSchema.safeParse({}))).toEqual(['phone:validation.account']);
    expect(issues(BindCodeSchema.safeParse({ phone: '13912345678', email: 'ann@example.com' }))).toEqual(['email:validation.account']);
    expect(issues(BindCodeSchema.safeParse({ email: 'nope' }))).toEqual(['email:validation.email']);
  });
});
