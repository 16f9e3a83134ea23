import { passwordSchema } from '@fieldlink/domain';
import { useMemo } from 'react';
import { useAuthOptions } from './useAuthOptions';

/** The password rule with the server's configured minimum length (PASSWORD_MIN_LENGTH). */
export function usePasswordSchema() {
  const minLength = useAuthOptions().data?.passwordMinLength;
  return useMemo(() => passwordSchema(minLength), [minLength]);
}
