import { AccountSchema, CodeSchema, normalizeAccount } from '@fieldlink/domain';

/** Step 1 of recovery hands step 2 the account (a phone or an e-mail address) and its code. */
export interface VerifiedAccount {
  account: string;
  code: string;
}

/**
 * The verified account in /forget_reset's history state, or null when the state is missing or
 * not one (a reload, a bookmark). Older states name the account `phone`.
 */
export function verifiedAccountOf(state: unknown): VerifiedAccount | null {
  const value = state as { account?: unknown; phone?: unknown; code?: unknown } | null;
  const account = AccountSchema.safeParse(value?.account ?? value?.phone);
  const code = CodeSchema.safeParse(value?.code);
  return account.success && code.success ? { account: normalizeAccount(account.data), code: code.data } : null;
}
