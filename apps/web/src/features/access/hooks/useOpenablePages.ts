import { useMemo } from 'react';
import { useImplementedPages } from '../../../lib/navigation/ImplementedPages';
import { openablePages } from '../../../lib/navigation/openablePages';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';

/**
 * The pages the signed-in user can open in the current shell: the profile's pages that the shell
 * implements. Tiles and links built from the catalogue offer only these.
 */
export function useOpenablePages(): ReadonlySet<string> {
  const implemented = useImplementedPages();
  const profile = useProfile(useShellKind()).data;
  return useMemo(() => new Set(profile ? openablePages(profile.pages, implemented) : []), [profile, implemented]);
}
