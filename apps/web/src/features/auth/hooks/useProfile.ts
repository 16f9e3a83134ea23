import type { Profile, Shell } from '@fieldlink/domain';
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
    enabled: enabled && token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
