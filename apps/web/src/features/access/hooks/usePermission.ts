import { useCallback } from 'react';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth/hooks/useProfile';
import { canOnPage } from '../utils/canOnPage';

/** `can(key)` on one page for the signed-in user (spec §6 permission directive). */
export function usePermission(page: string): { can: (key: string) => boolean } {
  const shell = useShellKind();
  const profile = useProfile(shell).data;
  const check = useCallback((key: string) => canOnPage(profile, page, key), [profile, page]);
  return { can: check };
}
