import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_USER_NAME_MAX_LENGTH } from './login-fields.js';
import { LOGIN_CIPHERTEXT_MAX_LENGTH } from './login-key.js';

/**
 * The login form. It checks only presence and length: whether a stored password meets today's
 * policy is not the login form's business, and an unknown user must get the same answer as a
 * wrong password. `loginFieldProblem` (login-fields.ts) checks the same without zod.
 */
export const LoginFieldsSchema = z.object({
  userName: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(LOGIN_USER_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
  password: z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(LOGIN_PASSWORD_MAX_LENGTH, { message: 'validation.tooLong' }),
});

/** The login body: the form's fields, its password possibly encrypted. */
export const LoginRequestSchema = LoginFieldsSchema.extend({
  password: z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(LOGIN_CIPHERTEXT_MAX_LENGTH, { message: 'validation.tooLong' }),
  /**
   * Spec §7 `isEncrypt`: the password is the base64 RSA-OAEP (SHA-256) ciphertext of the UTF-8
   * password under the server's login key `keyId` (`GET /auth/public-key`), for deployments
   * without TLS. Absent or false: the password as typed.
   */
  isEncrypt: z.boolean().optional(),
  keyId: z.string().max(32, { message: 'validation.tooLong' }).optional(),
}).superRefine((body, ctx) => {
  if (!body.isEncrypt && body.password.length > LOGIN_PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.tooLong' });
  }
  if (body.isEncrypt && !body.keyId) ctx.addIssue({ code: 'custom', path: ['keyId'], message: 'validation.required' });
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  demo: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ProfileSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  userGuid: z.string(),
  avatarUrl: z.string().nullable(),
  grade: z.number(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  logoText: z.string().nullable(),
  /** The company's IANA time zone (maintenance calendars, quiet hours); the default one without a company. */
  timeZone: z.string(),
  demo: z.boolean(),
  pages: z.array(z.string()),
  permissions: z.record(z.string(), z.array(z.string())),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What the login and registration pages need to know before anyone signs in. */
export const AuthOptionsSchema = z.object({ demoLogin: z.boolean(), passwordMinLength: z.number() });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;

/** Login tokens live for 7 days; "remember me" on the client decides only what it keeps. */
export const LOGIN_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
