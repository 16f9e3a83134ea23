import type { Profile, Shell } from '@fieldlink/domain';
import { shareSession } from '../../../lib/share/shareSession';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { authApi } from '../api/authApi';
import { savedProfile } from '../utils/savedProfile';

export const profileQueryKey = (shell: Shell, token: string | null) => ['profile', shell, token] as const;

/** The signed-in user's profile for a shell, fetched once per token (spec §4 "hasGetInfo"); on a phone offline, the one saved for the token. */
export function useProfile(shell: Shell, enabled = true) {
  const client = useApiClient();
  const token = useStoredValue('token');
  return useQuery<Profile>({
    queryKey: profileQueryKey(shell, token),
    queryFn: async () => {
      // The phone without a network (issue 40): the profile it last read for this token.
      const saved = shell === 'mobile' && !navigator.onLine ? savedProfile.read(token) : undefined;
      if (saved) return saved;
      const profile = await authApi.profile(client, shell);
      if (shell === 'mobile') savedProfile.write(token, profile);
      return profile;
    },
    // Not paused while offline on the phone: the saved profile answers.
    networkMode: shell === 'mobile' ? 'always' : 'online',
    // A shared page reads as its share token, never as the signed-in user (no permissions there).
    enabled: enabled && token !== null && !shareSession.active(),
    staleTime: Infinity,
    retry: false,
  });
}
