import { DEFAULT_PREFERENCES } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useStreamState, useUserMessages } from '../../../lib/realtime/RealtimeContext';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { useAccountSettings } from '../../account';
import { inboxApi, type InboxPage } from '../api/inboxApi';
import { unreadCount } from '../utils/alertText';
import { FEED_POLL_MS, SOUND_DELAY_MS, announcementFor, mergeEntries, visibleEntries, type AlertPreferences } from '../utils/alertQueue';
import { playAlertSound, speak, unlockAudioOnFirstGesture } from '../utils/alertSound';
import { usePreferences } from './usePreferences';
import { useLanguage } from '../../../lib/language/useLanguage';

export const INBOX_KEY = ['inbox', 'open'] as const;

/**
 * The shell's alert window (mounted once per tab): the open entries, new ones pushed over the
 * stream, and while the stream is down the 10 s polling feed (spec §4: first call with the
 * first-time flag; a failed poll stops the polling until the stream comes back). New entries of a
 * shown type play their sound 0.5 s later, speak an alarm's text, and `onPopup` shows them when the
 * user has the pop-up on.
 */
export function useAlertWindow(onPopup: (entries: InboxEntry[]) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const token = useStoredValue('token');
  const language = useLanguage();
  const streamState = useStreamState();
  const account = useAccountSettings().settings.data;
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const alertPreferences: AlertPreferences = {
    sound: account?.webVoiceAlarm ?? true,
    popup: account?.alarmPopup ?? true,
    types: preferences.types,
  };

  const known = useRef(new Set<number>());
  const cursor = useRef<number | undefined>(undefined);
  const latest = useRef({ alertPreferences, language, onPopup });
  useEffect(() => {
    latest.current = { alertPreferences, language, onPopup };
  });
  useEffect(() => unlockAudioOnFirstGesture(), []);

  const list = useQuery({
    queryKey: [...INBOX_KEY, token],
    queryFn: () => inboxApi.list(client),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });

  /** Entries that came (push or poll): into the window, and announced when they are news. */
  const arrive = (entries: InboxEntry[], announce: boolean) => {
    const fresh = entries.filter((entry) => !known.current.has(entry.id));
    for (const entry of entries) known.current.add(entry.id);
    if (fresh.length === 0) return;
    queryClient.setQueryData<InboxPage>([...INBOX_KEY, token], (page) =>
      page
        ? { ...page, items: mergeEntries(page.items, fresh), total: page.total + fresh.length, unread: page.unread + fresh.length }
        : page,
    );
    if (!announce) return;
    const { alertPreferences: prefs, language: lang, onPopup: popup } = latest.current;
    const shown = fresh.filter((entry) => prefs.types.includes(entry.type));
    if (prefs.popup && shown.length > 0) popup(shown);
    const announcement = announcementFor(fresh, prefs, lang);
    if (!announcement) return;
    setTimeout(() => {
      playAlertSound(announcement.sound);
      if (announcement.speak) speak(announcement.speak, lang);
    }, SOUND_DELAY_MS);
  };

  useUserMessages((message) => message.type === 'inbox' && arrive([message.message], true), token !== null);

  const streamOpen = streamState === 'open';
  const feed = useQuery({
    queryKey: ['inbox', 'feed', token],
    enabled: token !== null,
    queryFn: async () => {
      const first = cursor.current === undefined;
      const answer = await inboxApi.feed(client, first, cursor.current);
      cursor.current = answer.cursor;
      arrive(answer.items, !first);
      return answer.cursor;
    },
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' || streamOpen ? false : FEED_POLL_MS),
  });

  // Back on the stream after a gap: catch up once on what came meanwhile.
  const wasOpen = useRef(streamOpen);
  useEffect(() => {
    if (streamOpen && !wasOpen.current && cursor.current !== undefined) void feed.refetch();
    wasOpen.current = streamOpen;
  }, [streamOpen, feed]);

  const remove = (ids: number[] | 'all') =>
    queryClient.setQueryData<InboxPage>([...INBOX_KEY, token], (page) => {
      if (!page) return page;
      const items = ids === 'all' ? [] : page.items.filter((entry) => !ids.includes(entry.id));
      return {
        items,
        total: page.total - (page.items.length - items.length),
        unread: Math.max(0, page.unread - (page.items.length - items.length)),
      };
    });
  const dismiss = useMutation({ mutationFn: (id: number) => inboxApi.dismiss(client, id), onSuccess: (_answer, id) => remove([id]) });
  const dismissAll = useMutation({ mutationFn: () => inboxApi.dismissAll(client), onSuccess: () => remove('all') });
  const readAll = useMutation({
    mutationFn: () => inboxApi.readAll(client),
    onSuccess: () => {
      queryClient.setQueryData<InboxPage>([...INBOX_KEY, token], (page) =>
        page ? { ...page, items: page.items.map((entry) => ({ ...entry, read: true })), unread: 0 } : page,
      );
      // A list load still on its way answers the state from before: ask again (it is cancelled).
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, token] });
    },
  });

  const entries = visibleEntries(list.data?.items ?? [], preferences.types);
  return {
    entries,
    /** The badge: unread entries of the shown types. */
    count: unreadCount(entries),
    language,
    loading: list.isLoading,
    refresh: () => void list.refetch(),
    dismiss: (id: number) => dismiss.mutate(id),
    dismissAll: () => dismissAll.mutate(),
    readAll: () => readAll.mutate(),
    busy: dismiss.isPending || dismissAll.isPending || readAll.isPending,
  };
}
