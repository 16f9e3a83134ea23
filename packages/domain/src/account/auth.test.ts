import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_TTL_MS, LoginRequestSchema } from './auth.js';

const issuesOf = (input: unknown) => {
  const result = LoginRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('LoginRequestSchema', () => {
  it('accepts a user name and password, trimming the user name only', () => {
    expect(LoginRequestSchema.parse({ userName: '  admin  ', password: ' pass ' })).toEqual({ userName: 'admin', password: ' pass ' });
  });

  it('does not apply the password policy', () => {
    expect(LoginRequestSchema.safeParse({ userName: 'a', password: 'x' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ userName: '张 三!', password: '密码 !' }).success).toBe(true);
  });

  it.each<[string, unknown, { path: string; message: string }[]]>([
    [
      'missing both',
      {},
      [
        { path: 'userName', message: 'validation.required' },
        { path: 'password', message: 'validation.required' },
      ],
    ],
    ['missing user name', { password: 'p' }, [{ path: 'userName', message: 'validation.required' }]],
    ['missing password', { userName: 'u' }, [{ path: 'password', message: 'validation.required' }]],
    ['empty user name', { userName: '', password: 'p' }, [{ path: 'userName', message: 'validation.required' }]],
    ['blank user name', { userName: '   ', password: 'p' }, [{ path: 'userName', message: 'validation.required' }]],
    ['empty password', { userName: 'u', password: '' }, [{ path: 'password', message: 'validation.required' }]],
    ['null user name', { userName: null, password: 'p' }, [{ path: 'userName', message: 'validation.required' }]],
    ['numeric password', { userName: 'u', password: 12345678 }, [{ path: 'password', message: 'validation.required' }]],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  it.each<[string, number, boolean]>([
    ['userName', 1, true],
    ['userName', 64, true],
    ['userName', 65, false],
    ['password', 1, true],
    ['password', 128, true],
    ['password', 129, false],
  ])('%s of %i characters passes: %s', (field, length, ok) => {
    const input = { userName: 'u', password: 'p', [field]: 'x'.repeat(length) };
    const issues = issuesOf(input);
    expect(issues.length === 0).toBe(ok);
    if (!ok) expect(issues).toEqual([{ path: field, message: 'validation.tooLong' }]);
  });

  it('measures the user name after trimming', () => {
    expect(issuesOf({ userName: `  ${'x'.repeat(64)}  `, password: 'p' })).toEqual([]);
  });
});

describe('login constants', () => {
  it('keeps tokens for 7 days', () => {
    expect(LOGIN_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
