import type { Profile, Shell } from '@fieldlink/domain';
import { shareSession } from '../../../lib/share/shareSession';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { authApi } from '../api/authApi';

export const profileQueryKey = (shell: Shell, token: string | null) => ['profile', shell, token] as const;

/** The signed-in user's profile for a shell, fetched once per token (spec §4 "hasGetInfo"). */
export function useProfile(shell: Shell, enabled = true) {
  const client = useApiClient();
  const token = useStoredValue('token');
  return useQuery<Profile>({
    queryKey: profileQueryKey(shell, token),
    queryFn: () => authApi.profile(client, shell),
    // A shared page reads as its share token, never as the signed-in user (no permissions there).
    enabled: enabled && token !== null && !shareSession.active(),
    staleTime: Infinity,
    retry: false,
  });
}
