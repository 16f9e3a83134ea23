import { EmailSchema, PhoneSchema, normalizeAccount } from '@fieldlink/domain';
import type { ZodType } from 'zod';
import { type CatalogKey } from '../../../i18n/useTranslation';

/** What a user binds to their account. */
export const BIND_KINDS = ['phone', 'email'] as const;
export type BindKind = (typeof BIND_KINDS)[number];

/** The domain rule for the new value. */
export const BIND_SCHEMAS: Record<BindKind, ZodType> = { phone: PhoneSchema, email: EmailSchema };

/** The mobile sub-pages that bind each (under the "my" tab). */
export const BIND_PATHS: Record<BindKind, string> = { phone: '/home_page_bind_phone', email: '/home_page_bind_email' };

/** The body that names the new value: `{ phone }` or `{ email }`, as the server wants it. */
export function bindBody(kind: BindKind, value: string): { phone: string } | { email: string } {
  const normalized = normalizeAccount(value);
  return kind === 'phone' ? { phone: normalized } : { email: normalized };
}

/** The action's i18n key: bind when none is set yet, else change. */
export function bindActionKey(kind: BindKind, current: string | null): CatalogKey {
  const verb = current ? 'change' : 'bind';
  return `account:bind.${verb}${kind === 'phone' ? 'Phone' : 'Email'}`;
}
