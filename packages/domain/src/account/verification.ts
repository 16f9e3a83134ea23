import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, UserNameSchema, passwordSchema } from './rules.js';
import { CUSTOMER_TYPE_VALUES, INDUSTRY_VALUES } from './dictionaries.js';
import { COMPANY_NAME_MAX_LENGTH } from '../rbac/limits.js';

/**
 * Verification codes (issue: accounts): 6 digits, valid 5 minutes, single use, bound to the phone
 * (or e-mail) and the purpose; at most one send a minute and 10 a day per target. Wrong codes are
 * throttled per address (`VERIFICATION_CODE_THROTTLE`, throttle.ts); 20 wrong tries from everywhere
 * burn the code, so guessing from many addresses finds one in 50,000 codes at most.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
export const CODE_DAILY_LIMIT = 10;
export const CODE_MAX_WRONG_TRIES = 20;
/** `username`: the code that lets a phone's owner have their user names sent to it. */
export const CODE_PURPOSES = ['register', 'reset', 'bind', 'logoff', 'username'] as const;
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

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(EMAIL_MAX_LENGTH, { message: 'validation.tooLong' })
  .refine((v) => EMAIL_PATTERN.test(v), { message: 'validation.email' });

export function isEmail(account: string): boolean {
  return EMAIL_PATTERN.test(account.trim());
}

/**
 * The form in which an account (phone or e-mail) is stored and codes are bound to it: trimmed,
 * e-mail addresses in lower case, so `Ann@Example.com` and `ann@example.com` are one target.
 */
export function normalizeAccount(account: string): string {
  const trimmed = account.trim();
  return isEmail(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/**
 * Recovery names the account as `account` (a phone or an e-mail) or, as older clients do, as
 * `phone`. At least one is required; `account` wins when both are sent.
 */
const recoveryAccountShape = { account: AccountSchema.optional(), phone: PhoneSchema.optional() };

function requireAccount(value: { account?: string | undefined; phone?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.account === undefined && value.phone === undefined)
    ctx.addIssue({ code: 'custom', path: ['account'], message: 'validation.required' });
}

/** The account a recovery request names, normalized (see `normalizeAccount`). */
export function recoveryAccount(body: { account?: string | undefined; phone?: string | undefined }): string {
  return normalizeAccount(body.account ?? body.phone ?? '');
}

export const SendResetCodeSchema = z.object(recoveryAccountShape).superRefine(requireAccount);
export type SendResetCodeRequest = z.infer<typeof SendResetCodeSchema>;

/** Find user names by phone: a code to the phone, then the names by SMS to the same phone. */
export const FindUserNameSchema = z.object({ phone: PhoneSchema, code: CodeSchema });
export type FindUserNameRequest = z.infer<typeof FindUserNameSchema>;

/** A code to bind a new phone or e-mail to one's own account: exactly one of the two. */
export const BindCodeSchema = z.object({ phone: PhoneSchema.optional(), email: EmailSchema.optional() }).superRefine((value, ctx) => {
  if ((value.phone === undefined) === (value.email === undefined))
    ctx.addIssue({ code: 'custom', path: [value.phone === undefined ? 'phone' : 'email'], message: 'validation.account' });
});
export type BindCodeRequest = z.infer<typeof BindCodeSchema>;

export const BindPhoneSchema = z.object({ phone: PhoneSchema, code: CodeSchema });
export type BindPhoneRequest = z.infer<typeof BindPhoneSchema>;
export const BindEmailSchema = z.object({ email: EmailSchema, code: CodeSchema });
export type BindEmailRequest = z.infer<typeof BindEmailSchema>;

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
      .max(COMPANY_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
    industry: z.enum(INDUSTRY_VALUES, { message: 'validation.invalid' }),
    customerType: z.enum(CUSTOMER_TYPE_VALUES, { message: 'validation.invalid' }),
  });
}
export const RegisterSchema = registerSchema();
export type RegisterRequest = z.infer<typeof RegisterSchema>;

/** A new password with a reset code sent to the account (`account`, or `phone` as older clients send). */
export function resetPasswordByCodeSchema(passwordMinLength?: number) {
  return z.object({ ...recoveryAccountShape, code: CodeSchema, password: passwordSchema(passwordMinLength) }).superRefine(requireAccount);
}
export type ResetPasswordByCodeRequest = z.infer<ReturnType<typeof resetPasswordByCodeSchema>>;

/**
 * Spec §7 `editusernameandpwd`: a new user name (the registration's rules) and a new password
 * together, with the current password.
 */
export function changeCredentialsSchema(passwordMinLength?: number) {
  return changePasswordSchema(passwordMinLength).extend({ userName: UserNameSchema });
}
export type ChangeCredentialsRequest = z.infer<ReturnType<typeof changeCredentialsSchema>>;

export function changePasswordSchema(passwordMinLength?: number) {
  return z.object({
    oldPassword: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }).max(128),
    password: passwordSchema(passwordMinLength),
  });
}
