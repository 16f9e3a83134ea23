/**
 * The login form's rules without a schema library: the sign-in page checks its fields with these and
 * loads no zod; `LoginFieldsSchema` (auth.ts) is built from the same limits and answers the same.
 */
export const LOGIN_USER_NAME_MAX_LENGTH = 64;
/** The longest password the login form takes as typed (the policy's own limit is the registration's). */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;

export type LoginField = 'userName' | 'password';

/** A field's problem as a `messages` key and its parameters, as the schema's first issue reads. */
export interface LoginFieldProblem {
  key: 'validation.required' | 'validation.tooLong';
  params: { max?: number };
}

/**
 * One login field's first problem, or null: present (the user name trimmed) and not too long. Only
 * presence and length: whether a stored password meets today's policy is not the form's business.
 */
export function loginFieldProblem(field: LoginField, value: unknown): LoginFieldProblem | null {
  if (typeof value !== 'string') return { key: 'validation.required', params: {} };
  const text = field === 'userName' ? value.trim() : value;
  const max = field === 'userName' ? LOGIN_USER_NAME_MAX_LENGTH : LOGIN_PASSWORD_MAX_LENGTH;
  if (text.length < 1) return { key: 'validation.required', params: {} };
  if (text.length > max) return { key: 'validation.tooLong', params: { max } };
  return null;
}
