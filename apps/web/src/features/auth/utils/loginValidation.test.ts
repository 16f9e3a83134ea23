import { describe, expect, it } from 'vitest';
import { loginFieldProblem } from './loginValidation';

describe('loginFieldProblem', () => {
  it('requires both fields; a blank user name counts as missing', () => {
    expect(loginFieldProblem('userName', '   ')).toEqual({ key: 'validation.required', params: {} });
    expect(loginFieldProblem('password', undefined)).toMatchObject({ key: 'validation.required' });
  });

  it('caps the lengths with the schema limits', () => {
    expect(loginFieldProblem('userName', 'a'.repeat(64))).toBeNull();
    expect(loginFieldProblem('userName', 'a'.repeat(65))).toEqual({ key: 'validation.tooLong', params: { max: 64 } });
    expect(loginFieldProblem('password', 'p'.repeat(129))).toEqual({ key: 'validation.tooLong', params: { max: 128 } });
  });

  it('accepts ordinary values', () => {
    expect(loginFieldProblem('userName', 'operator_1')).toBeNull();
    expect(loginFieldProblem('password', 'abc')).toBeNull();
  });
});
