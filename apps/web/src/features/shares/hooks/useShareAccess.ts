import type { SharedContent } from '@fieldlink/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { shareSession } from '../../../lib/share/shareSession';
import { sharesApi } from '../api/sharesApi';

export type ShareAccess =
  | { kind: 'loading' }
  | { kind: 'code'; error: string | null; pending: boolean; submit(code: string): void }
  | { kind: 'invalid' }
  | { kind: 'failed'; retry(): void }
  | { kind: 'ready'; content: SharedContent };

/** How often a shared page asks whether its link still holds (a revoked link ends the page). */
export const SHARE_RECHECK_MS = 30_000;

const gone = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 404);

/**
 * Opening a share link: a stored share token of this tab is used while it holds; otherwise the link
 * is probed, an open one opened at once, a secret one once its code is given. A link revoked,
 * expired or unknown ends in `invalid`; a share token that runs out is replaced by opening again.
 */
export function useShareAccess(link: string): ShareAccess {
  const client = useApiClient();
  const [token, setToken] = useState(() => shareSession.token(link));

  const content = useQuery({
    queryKey: ['share', 'current', link, token],
    queryFn: () => sharesApi.current(client),
    enabled: token !== null,
    refetchInterval: SHARE_RECHECK_MS,
    retry: false,
  });
  const probe = useQuery({
    queryKey: ['share', 'probe', link],
    queryFn: () => sharesApi.probe(client, link),
    enabled: token === null,
    retry: false,
    gcTime: 0,
  });
  const open = useMutation({
    mutationFn: (code?: string) => sharesApi.open(client, link, code),
    onSuccess: (opened) => {
      shareSession.save(link, opened);
      setToken(opened.token);
    },
  });

  // The token ran out or the link was revoked: forget it and ask the link again.
  const tokenGone = token !== null && gone(content.error);
  const { mutate, isIdle, reset } = open;
  useEffect(() => {
    if (!tokenGone) return;
    shareSession.forget(link);
    reset();
    setToken(null);
  }, [tokenGone, link, reset]);

  const authority = token === null ? probe.data?.authority : undefined;
  useEffect(() => {
    if (authority === 'open' && isIdle) mutate(undefined);
  }, [authority, isIdle, mutate]);

  if (token !== null && content.data) return { kind: 'ready', content: content.data };
  if ((token === null && gone(probe.error)) || (open.error instanceof ApiError && open.error.status === 404)) return { kind: 'invalid' };
  if (token === null && probe.error) return { kind: 'failed', retry: () => void probe.refetch() };
  if (authority === 'secret' && token === null) {
    return {
      kind: 'code',
      error: open.error instanceof ApiError ? open.error.message : null,
      pending: open.isPending,
      submit: (code) => open.mutate(code),
    };
  }
  if (token !== null && content.error && !tokenGone) return { kind: 'failed', retry: () => void content.refetch() };
  return { kind: 'loading' };
}
