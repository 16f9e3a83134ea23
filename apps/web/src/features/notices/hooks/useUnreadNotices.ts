import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { noticesApi } from '../api/noticesApi';

/** Spec §9: the notice poll runs every 300000 ms. */
export const NOTICE_POLL_MS = 300_000;

/** Unread notice count, loaded on entry and every 5 minutes; a failure stops the polling (spec §4). */
export function useUnreadNotices() {
  const client = useApiClient();
  const token = useStoredValue('token');
  return useQuery({
    queryKey: ['notices', 'unread', token],
    queryFn: () => noticesApi.unreadCount(client),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : NOTICE_POLL_MS),
  });
}
