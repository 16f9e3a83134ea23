import { CORE_MESSAGES_EN_US } from '@fieldlink/domain';
import enAuth from '../en-US/auth.json';
import enCommon from '../en-US/common.json';
import enErrors from '../en-US/errors.json';

/**
 * What the app loads in en-US before its first frame: the sign-in page's namespaces and the core
 * messages (error codes, validation rules). The rest (`en-US.ts`) comes with the shells and the other
 * pages (`i18n/CatalogGate.tsx`), or at idle time on the sign-in page.
 */
export const EN_US_FIRST = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  messages: CORE_MESSAGES_EN_US,
};
