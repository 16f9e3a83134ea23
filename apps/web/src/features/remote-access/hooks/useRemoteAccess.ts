import type { RemoteTargetBody } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { remoteAccessApi } from '../api/remoteAccessApi';

/** novncdeviceList: the user's devices, those with a remote HMI first. */
export function useRemoteDevices() {
  const client = useApiClient();
  return useQuery({ queryKey: ['remote-devices'], queryFn: () => remoteAccessApi.devices(client, { page: 1, pageSize: 500 }) });
}

export function useRemoteTarget(deviceId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['remote-target', deviceId],
    queryFn: () => remoteAccessApi.target(client, deviceId!),
    enabled: deviceId !== undefined,
  });
}

export function useSaveRemoteTarget() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, body }: { deviceId: number; body: RemoteTargetBody }) => remoteAccessApi.saveTarget(client, deviceId, body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('remote-') }),
  });
}

/** The remote sessions (administrators), refreshed every 10 s. */
export function useRemoteSessions(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['remote-sessions'],
    queryFn: () => remoteAccessApi.sessions(client, { page: 1, pageSize: 100 }),
    enabled,
    refetchInterval: 10_000,
  });
}

export function useEndRemoteSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => remoteAccessApi.end(client, sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['remote-sessions'] }),
  });
}
