import { CORE_MESSAGES_ZH_CN } from '@fieldlink/domain';
import zhAuth from '../zh-CN/auth.json';
import zhCommon from '../zh-CN/common.json';
import zhErrors from '../zh-CN/errors.json';

/**
 * What the app loads in zh-CN before its first frame: the sign-in page's namespaces and the core
 * messages (error codes, validation rules). The rest (`zh-CN.ts`) comes with the shells and the other
 * pages (`i18n/CatalogGate.tsx`), or at idle time on the sign-in page.
 */
export const ZH_CN_FIRST = {
  common: zhCommon,
  auth: zhAuth,
  errors: zhErrors,
  messages: CORE_MESSAGES_ZH_CN,
};
