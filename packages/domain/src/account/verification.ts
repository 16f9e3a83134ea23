import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, UserNameSchema, passwordSchema } from './rules.js';
import { CUSTOMER_TYPE_VALUES, INDUSTRY_VALUES } from './dictionaries.js';

/**
 * Verification codes (issue: accounts): 6 digits, valid 5 minutes, single use, bound to the phone
 * (or e-mail) and the purpose; at most one send a minute and 10 a day per target; 5 wrong tries
 * burn the code.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
export const CODE_DAILY_LIMIT = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_PURPOSES = ['register', 'reset', 'bind', 'logoff'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const PhoneSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => PHONE_PATTERN.test(v), { message: 'validation.phone' });

export const CodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => /^\d{6}$/.test(v), { message: 'validation.code' });

/** A phone number or an e-mail address (the recovery forms accept either). */
export const AccountSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => PHONE_PATTERN.test(v) || EMAIL_PATTERN.test(v), { message: 'validation.account' });

export const SendCodeSchema = z.object({ phone: PhoneSchema });

export function registerSchema(passwordMinLength?: number) {
  return z.object({
    userName: UserNameSchema,
    password: passwordSchema(passwordMinLength),
    phone: PhoneSchema,
    code: CodeSchema,
    companyName: z
      .string({ message: 'validation.required' })
      .trim()
      .min(2, { message: 'validation.tooShort' })
      .max(60, { message: 'validation.tooLong' }),
    industry: z.enum(INDUSTRY_VALUES, { message: 'validation.invalid' }),
    customerType: z.enum(CUSTOMER_TYPE_VALUES, { message: 'validation.invalid' }),
  });
}
export const RegisterSchema = registerSchema();
export type RegisterRequest = z.infer<typeof RegisterSchema>;

export function resetPasswordByCodeSchema(passwordMinLength?: number) {
  return z.object({ phone: PhoneSchema, code: CodeSchema, password: passwordSchema(passwordMinLength) });
}

export function changePasswordSchema(passwordMinLength?: number) {
  return z.object({
    oldPassword: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }).max(128),
    password: passwordSchema(passwordMinLength),
  });
}
