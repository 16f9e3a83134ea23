import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListPage } from '../../../lib/list/useListPage';
import { useUserMessages } from '../../../lib/realtime/RealtimeContext';
import { alarmsApi, type AlarmListQuery } from '../api/alarmsApi';

const KEY = 'alarms';
/** Alarm lists poll this often as well (the stream pushes device pages, and the user's alarm entries refresh live lists). */
export const ALARM_POLL_MS = 3000;

/** A live list refreshes as soon as an alarm reaches the user's inbox (pushed), not only on the next poll. */
function useAlarmPush(live: boolean) {
  const queryClient = useQueryClient();
  useUserMessages((message) => {
    if (message.type === 'inbox' && message.message.type === 'alarm') void queryClient.invalidateQueries({ queryKey: [KEY] });
  }, live);
}

export function useAlarmList(query: AlarmListQuery, live = false) {
  const client = useApiClient();
  useAlarmPush(live);
  return useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: () => alarmsApi.list(client, query, live),
    placeholderData: (previous) => previous,
    refetchInterval: live ? ALARM_POLL_MS : false,
  });
}

type AlarmFilters = Omit<AlarmListQuery, 'page' | 'pageSize'>;

/**
 * An admin alarm table (useListPage): `scope` from the address, the filters the user sets, paged; a
 * `live` list polls and refreshes on a pushed alarm as useAlarmList does.
 */
export function useAlarmListPage(initialFilters: AlarmFilters, scope: AlarmFilters, options: { live?: boolean; pageSize?: number } = {}) {
  const client = useApiClient();
  const live = options.live ?? false;
  useAlarmPush(live);
  return useListPage({
    queryKey: [KEY, 'list'],
    initialFilters,
    scope,
    fetch: (query) => alarmsApi.list(client, query, live),
    pageSize: options.pageSize,
    refetchInterval: live ? ALARM_POLL_MS : false,
  });
}

export function useAlarmCounts(query: { projectId?: number; deviceId?: number }, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [KEY, 'counts', query],
    queryFn: () => alarmsApi.counts(client, query),
    refetchInterval: ALARM_POLL_MS * 2,
    enabled,
  });
}

/** Acknowledge and clear; either refreshes every alarm list and count. `done` shows the outcome (an i18n key). */
export function useAlarmActions(done: (key: 'alarms:acknowledged' | 'alarms:clearedDone') => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  const acknowledge = useMutation({
    mutationFn: (id: number) => alarmsApi.acknowledge(client, id),
    onSuccess: () => done('alarms:acknowledged'),
    onSettled: refresh,
  });
  const clear = useMutation({
    mutationFn: (id: number) => alarmsApi.clear(client, id),
    onSuccess: () => done('alarms:clearedDone'),
    onSettled: refresh,
  });
  return { acknowledge, clear, refresh };
}
