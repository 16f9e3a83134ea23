import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { noticesApi, type NoticeItem } from '../api/noticesApi';
import { NOTICE_POLL_MS } from './useUnreadNotices';

/**
 * The system message (spec §4, §9): loaded on entry and every 5 minutes, silent and in the
 * background; a failure stops the polling. Each message is shown once (`show`).
 */
export function useSystemMessage(show: (notice: NoticeItem) => void) {
  const client = useApiClient();
  const token = useStoredValue('token');
  const shown = useRef(new Set<number>());
  const query = useQuery({
    // Not under ['notices']: reading a notice must not pop the next message up at once.
    queryKey: ['system-message', token],
    queryFn: () => noticesApi.systemMessage(client),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => (q.state.status === 'error' ? false : NOTICE_POLL_MS),
  });
  const notice = query.data ?? null;
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => {
    if (!notice || shown.current.has(notice.id)) return;
    shown.current.add(notice.id);
    showRef.current(notice);
  }, [notice]);
}
