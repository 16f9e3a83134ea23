import { CompanyCreateSchema, RoleNameSchema, UserCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { schemaProblem } from './schemaProblem';
import { serverFieldErrors } from './serverFieldErrors';

describe('schemaProblem', () => {
  it('passes a valid value', () => {
    expect(schemaProblem(RoleNameSchema, '运维组A')).toBeNull();
  });

  it('names the rule and its parameters', () => {
    expect(schemaProblem(RoleNameSchema, 'a')).toEqual({ key: 'validation.roleName', params: { max: 20 } });
    expect(schemaProblem(RoleNameSchema, '')).toEqual({ key: 'validation.required', params: { min: 1 } });
    expect(schemaProblem(CompanyCreateSchema.shape.logoText, 'x'.repeat(21))).toEqual({ key: 'validation.tooLong', params: { max: 20 } });
    expect(schemaProblem(UserCreateSchema.shape.password, 'abc')).toEqual({ key: 'validation.password', params: { min: 8, max: 64 } });
    expect(schemaProblem(UserCreateSchema.shape.phone, '12345')).toEqual({ key: 'validation.phone', params: {} });
  });

  it('accepts empty optional fields', () => {
    expect(schemaProblem(UserCreateSchema.shape.phone, '')).toBeNull();
    expect(schemaProblem(CompanyCreateSchema.shape.contactPhone, undefined)).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  const error = new ApiError({
    status: 400,
    code: 400,
    key: 'VALIDATION_FAILED',
    message: 'bad',
    url: 'x',
    issues: [
      { path: 'userName', message: 'taken' },
      { path: 'roleIds.0', message: 'other company' },
      { path: 'userName', message: 'too short' },
      { path: 'secret', message: 'hidden' },
    ],
  });

  it('groups the issues of the form fields by their first path segment', () => {
    expect(serverFieldErrors(error, ['userName', 'roleIds'])).toEqual([
      { name: 'userName', errors: ['taken', 'too short'] },
      { name: 'roleIds', errors: ['other company'] },
    ]);
  });

  it('ignores anything that is not an ApiError', () => {
    expect(serverFieldErrors(new Error('x'), ['userName'])).toEqual([]);
  });
});
