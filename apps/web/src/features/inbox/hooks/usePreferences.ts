import type { NotificationPreferences } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { inboxApi } from '../api/inboxApi';

export const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/** The signed-in user's notification preferences (types, levels, projects, e-mail, quiet hours, language). */
export function usePreferences() {
  const client = useApiClient();
  const token = useStoredValue('token');
  return useQuery({
    queryKey: [...PREFERENCES_KEY, token],
    queryFn: () => inboxApi.preferences(client),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSavePreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const token = useStoredValue('token');
  return useMutation({
    mutationFn: (body: NotificationPreferences) => inboxApi.savePreferences(client, body),
    onSuccess: (saved) => queryClient.setQueryData([...PREFERENCES_KEY, token], saved),
  });
}
