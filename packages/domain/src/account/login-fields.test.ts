import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginFieldsSchema } from './auth.js';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_USER_NAME_MAX_LENGTH, loginFieldProblem, type LoginField } from './login-fields.js';

/** The schema's first issue for one field, in loginFieldProblem's shape. */
function schemaProblem(field: LoginField, value: unknown) {
  const result = LoginFieldsSchema.shape[field].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { key: issue.message, params: issue.code === 'too_big' ? { max: Number(issue.maximum) } : {} };
}

describe('loginFieldProblem', () => {
  it('reads a missing, blank or too long field as the schema does', () => {
    expect(loginFieldProblem('userName', '   ')).toEqual({ key: 'validation.required', params: {} });
    expect(loginFieldProblem('password', '')).toEqual({ key: 'validation.required', params: {} });
    expect(loginFieldProblem('password', undefined)).toEqual({ key: 'validation.required', params: {} });
    expect(loginFieldProblem('userName', 'a'.repeat(LOGIN_USER_NAME_MAX_LENGTH + 1))).toEqual({
      key: 'validation.tooLong',
      params: { max: LOGIN_USER_NAME_MAX_LENGTH },
    });
    expect(loginFieldProblem('password', ' '.repeat(LOGIN_PASSWORD_MAX_LENGTH))).toBeNull();
    expect(loginFieldProblem('userName', `  ${'a'.repeat(LOGIN_USER_NAME_MAX_LENGTH)}  `)).toBeNull();
  });

  it('agrees with LoginFieldsSchema on any input', () => {
    const text = fc.oneof(fc.string({ maxLength: 140 }), fc.stringMatching(/^\s{0,3}[a-z]{0,70}\s{0,3}$/), fc.constant(' '.repeat(130)));
    fc.assert(
      fc.property(
        fc.constantFrom<LoginField>('userName', 'password'),
        fc.oneof(text, fc.constant(undefined), fc.integer()),
        (field, value) => {
          expect(loginFieldProblem(field, value)).toEqual(schemaProblem(field, value));
        },
      ),
    );
  });
});
