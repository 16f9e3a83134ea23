import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeStream, StreamState } from './stream';
import type { DeviceMessage, UserStreamMessage } from './streamMessages';

const RealtimeContext = createContext<RealtimeStream | null>(null);

/** Gives the tab's one realtime stream to the app (created beside the API client in App). */
export function RealtimeProvider({ stream, children }: { stream: RealtimeStream; children: ReactNode }) {
  return <RealtimeContext.Provider value={stream}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeStream(): RealtimeStream {
  const stream = useContext(RealtimeContext);
  if (!stream) throw new Error('useRealtimeStream outside RealtimeProvider');
  return stream;
}

/** The stream's connection state, re-rendering when it changes. */
export function useStreamState(): StreamState {
  const stream = useRealtimeStream();
  return useSyncExternalStore(stream.onStateChange, stream.getState);
}

/**
 * Listens to one device's messages while the component is mounted (and `deviceId` is set); the
 * latest `onMessage` is called, so it need not be stable.
 */
export function useDeviceMessages(deviceId: number | undefined, onMessage: (message: DeviceMessage) => void): void {
  const stream = useRealtimeStream();
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (deviceId === undefined) return;
    return stream.subscribe(deviceId, (message) => handler.current(message));
  }, [stream, deviceId]);
}

/** Listens to the signed-in user's own messages (inbox entries) while mounted; the latest `onMessage` is called. */
export function useUserMessages(onMessage: (message: UserStreamMessage) => void, enabled = true): void {
  const stream = useRealtimeStream();
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!enabled) return;
    return stream.subscribeUser((message) => handler.current(message));
  }, [stream, enabled]);
}
