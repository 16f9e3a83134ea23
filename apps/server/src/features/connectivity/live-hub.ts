import type { PlcFailureReason, ProductionProgress } from '@fieldlink/domain';
import type { ClusterBus } from '../../db/cluster-bus.js';
import { createFollowCount } from '../../broker/live-follow.js';
import { wireValue, type LiveValue } from './telemetry.js';

export type StreamEvent =
  | { type: 'live'; deviceId: number; values: LiveValue[] }
  | { type: 'status'; deviceId: number; status: string; at: string; cause?: PlcFailureReason }
  | { type: 'command'; deviceId: number; commandId: string; status: string; error?: string }
  /** An alarm of the device was raised, acknowledged or cleared (the alarms feature's AlarmEvent). */
  | { type: 'alarm'; deviceId: number; alarm: { id: number; state: string; level: number } & Record<string, unknown> }
  /** A production task of the device counted output, or changed its scrap or status (only to sockets allowed to see production). */
  | { type: 'production'; deviceId: number; task: ProductionProgress };

/**
 * A listener gets the event and its stream frame: the JSON text is made once per event, on the
 * first call of `frame`, and the same string goes to every socket watching the device.
 */
type Listener = (event: StreamEvent, frame: () => string) => void;

/** The text of an event as the stream sends it (live values in their wire form). */
export function frameOf(event: StreamEvent): string {
  return JSON.stringify(event.type === 'live' ? { ...event, values: event.values.map(wireValue) } : event);
}

/** An event for one user's sockets (their inbox; their own production task's progress), whatever devices they watch. */
export type UserEvent = { type: 'inbox'; message: object } | { type: 'production'; task: ProductionProgress };
type UserListener = (event: UserEvent) => void;

/** The cluster topic of device stream events (alarms, states, command outcomes). */
export const DEVICE_EVENTS = 'device';
/** The cluster topic of events for one user published with `publishToUser`. */
export const USER_EVENTS = 'user';

/**
 * This instance's live values (newest per point) and the browsers listening to each device. A
 * value older than the one held is ignored, so replays and late duplicates never move it back.
 * With a shared `cluster` bus (PostgreSQL), an event emitted here (alarm, state, command outcome)
 * also reaches the browsers of the other instances. Live values need no relay: an instance takes
 * from the broker the telemetry it stores and, with `follow` (shared ingest), that of the devices
 * its own browsers watch; `follow` runs when a device's first listener comes and its release when
 * the last one goes.
 */
export function createLiveHub({ cluster, follow }: { cluster?: ClusterBus; follow?: (deviceId: number) => () => void } = {}) {
  const values = new Map<number, Map<number, LiveValue>>();
  const listeners = new Map<number, Set<Listener>>();
  const userListeners = new Map<number, Set<UserListener>>();
  let sockets = 0;
  const following = follow ? createFollowCount(follow) : undefined;

  cluster?.on(DEVICE_EVENTS, (body) => {
    const event = body as StreamEvent;
    if (typeof event?.deviceId === 'number' && event.type !== 'live') emitHere(event);
  });

  cluster?.on(USER_EVENTS, (body) => {
    const { userId, event } = (body ?? {}) as { userId?: unknown; event?: UserEvent };
    if (typeof userId === 'number' && event) emitToUser(userId, event);
  });

  function emitToUser(userId: number, event: UserEvent) {
    for (const listener of userListeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch {
        // a listener that throws is the listener's problem
      }
    }
  }

  function emit(event: StreamEvent) {
    emitHere(event);
    if (event.type !== 'live') cluster?.publish(DEVICE_EVENTS, event);
  }

  function emitHere(event: StreamEvent) {
    const set = listeners.get(event.deviceId);
    if (!set) return;
    let text: string | undefined;
    const frame = () => (text ??= frameOf(event));
    for (const listener of set) {
      try {
        listener(event, frame);
      } catch {
        // a listener that throws is the listener's problem
      }
    }
  }

  return {
    /** Takes values of one device; pushes those that moved forward. */
    update(deviceId: number, incoming: readonly LiveValue[]) {
      let held = values.get(deviceId);
      if (!held) values.set(deviceId, (held = new Map()));
      const changed: LiveValue[] = [];
      for (const value of incoming) {
        const known = held.get(value.pointId);
        // Older values never replace newer ones; a repeated timestamp keeps the first value, as history does.
        if (known && known.ts >= value.ts) continue;
        held.set(value.pointId, value);
        changed.push(value);
      }
      if (changed.length > 0) emitHere({ type: 'live', deviceId, values: changed });
    },
    current(deviceId: number): ReadonlyMap<number, LiveValue> {
      return values.get(deviceId) ?? new Map();
    },
    emit,
    subscribe(deviceId: number, listener: Listener): () => void {
      let set = listeners.get(deviceId);
      if (!set) listeners.set(deviceId, (set = new Set()));
      if (set.has(listener)) return () => undefined;
      set.add(listener);
      const release = following?.hold(deviceId);
      return () => {
        if (!set.delete(listener)) return;
        if (set.size === 0 && listeners.get(deviceId) === set) listeners.delete(deviceId);
        release?.();
      };
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    /** Stream sockets open on this instance (the stream route counts them in and out). */
    socketOpened: () => void sockets++,
    socketClosed: () => void sockets--,
    socketCount: () => sockets,
    /** Pushes to every socket of this user on this instance. */
    emitToUser,
    /** Pushes to every socket of this user, on this instance and (with a cluster bus) the others. */
    publishToUser(userId: number, event: UserEvent) {
      emitToUser(userId, event);
      cluster?.publish(USER_EVENTS, { userId, event });
    },
    subscribeUser(userId: number, listener: UserListener): () => void {
      let set = userListeners.get(userId);
      if (!set) userListeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) userListeners.delete(userId);
      };
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
