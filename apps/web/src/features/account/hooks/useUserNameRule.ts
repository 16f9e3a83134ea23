import { UserNameSchema } from '@fieldlink/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { schemaProblem } from '../../../lib/forms/schemaProblem';

/**
 * The password form's user-name check: the name as it is passes (an older name may predate
 * today's rules), a new one must meet the registration's rules.
 */
export function useUserNameRule(currentUserName: string | undefined) {
  const { t } = useTranslation();
  const validator = useCallback(
    (_rule: unknown, value: unknown) => {
      const name = typeof value === 'string' ? value.trim() : value;
      if (name === currentUserName) return Promise.resolve();
      const problem = schemaProblem(UserNameSchema, name === '' ? undefined : name);
      return problem ? Promise.reject(new Error(t(`messages:${problem.key}`, problem.params))) : Promise.resolve();
    },
    [currentUserName, t],
  );
  return { validator };
}
