import { useCallback } from 'react';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { shareSession } from '../../../lib/share/shareSession';
import { useProfile } from '../../auth';
import { canOnPage } from '../utils/canOnPage';

/**
 * What a shared page draws as it does signed in: a scene's alarm banner and trends. The server
 * confines the share token to what its link holds (`apps/server/src/plugins/access.ts`).
 */
const SHARED_PAGE_READS: readonly string[] = ['alarm_records', 'history'];

/** `can(key)` on one page for the signed-in user (spec §6 permission directive), or for a shared page's reader. */
export function usePermission(page: string): { can: (key: string) => boolean } {
  const shell = useShellKind();
  const profile = useProfile(shell).data;
  const check = useCallback(
    (key: string) => (key === 'view' && SHARED_PAGE_READS.includes(page) && shareSession.active()) || canOnPage(profile, page, key),
    [profile, page],
  );
  return { can: check };
}
