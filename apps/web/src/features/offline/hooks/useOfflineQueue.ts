import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useProfile } from '../../auth';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import type { QueuedAction } from '../api/offlineDb';
import { onOfflineChange } from '../api/offlineEvents';
import { offlineQueue } from '../api/offlineQueue';
import { replayQueue } from '../api/replayQueue';

/** The signed-in technician's queue, read again whenever it changes (this tab or another). */
export function useOfflineQueue(orderId?: number) {
  const userId = useProfile('mobile').data?.userId;
  const [actions, setActions] = useState<QueuedAction[] | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const read = () =>
      void offlineQueue.list(userId).then((rows) => {
        if (live) setActions(orderId === undefined ? rows : rows.filter((row) => row.orderId === orderId));
      });
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId, orderId]);
  const list = actions ?? [];
  return {
    actions: list,
    loaded: actions !== undefined,
    waiting: list.filter((action) => !action.conflict),
    conflicts: list.filter((action) => action.conflict),
  };
}

/** Sends the queue now (when online) and refreshes what the pages show of the orders afterwards. */
export function useReplay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useProfile('mobile').data?.userId;
  return useCallback(async () => {
    if (userId === undefined || !navigator.onLine) return;
    const result = await replayQueue(client, userId);
    if (result.sent > 0 || result.conflicts > 0) {
      await queryClient.invalidateQueries({ queryKey: ['work-orders'] });
      await queryClient.invalidateQueries({ queryKey: ['spare-parts'] });
    }
    return result;
  }, [client, queryClient, userId]);
}

/**
 * Puts a technician's action in the queue and, when online, sends it at once: offline the phone
 * shows it as waiting to send.
 */
export function useQueueAction() {
  const userId = useProfile('mobile').data?.userId;
  const replay = useReplay();
  return useCallback(
    async (action: Omit<QueuedAction, 'seq' | 'key' | 'createdAt' | 'userId'>) => {
      if (userId === undefined) throw new Error('not signed in');
      await offlineQueue.add({ ...action, userId });
      void replay();
    },
    [userId, replay],
  );
}
