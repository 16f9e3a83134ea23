import type { Delivery } from './message-bus.js';

/**
 * Which telemetry an instance of a shared-ingest cluster handles (decodes, judges, pushes): the
 * messages the broker's shared group gives it to store, and the live copies of the boxes its own
 * browsers follow. Nothing else: the cost of live values no longer grows with the number of
 * instances (each message is decoded by the member storing it, plus once per other instance with a
 * browser on that box).
 *
 * `copy` is how the message came: `stored` (through the shared group, or every message when there
 * is no group) or `live` (a QoS 0 copy of a followed box). A live copy of a box nobody here follows
 * any more (left in a persistent session by an earlier run, or arriving just after the last browser
 * left) is not handled: its subscription is dropped.
 */
export function deliveryOf(copy: 'stored' | 'live', followed: boolean): Delivery | 'unsubscribe' {
  if (copy === 'stored') return { store: true, live: true };
  return followed ? { store: false, live: true } : 'unsubscribe';
}

/** The live-copy topic of one box (none for an ID that would be a wildcard or another level). */
export function liveTopicOf(boxId: string): string | undefined {
  return boxId === '' || /[+#/\0]/.test(boxId) ? undefined : `devices/${boxId}/telemetry`;
}

/**
 * Devices followed on this instance, counted: `follow` runs when the first holder of a device
 * arrives and its release when the last one leaves, whatever the order of calls. Each holder gets
 * a release that counts once.
 */
export function createFollowCount<K>(onFirst: (key: K) => () => void) {
  const held = new Map<K, { holders: number; release: () => void }>();
  return {
    hold(key: K): () => void {
      let entry = held.get(key);
      if (entry) entry.holders++;
      else {
        // Counted before `onFirst` runs, so a holder taken from inside it is not a second first.
        entry = { holders: 1, release: () => undefined };
        held.set(key, entry);
        entry.release = onFirst(key);
      }
      const own = entry;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--own.holders > 0) return;
        if (held.get(key) === own) held.delete(key);
        own.release();
      };
    },
    held: () => [...held.keys()],
  };
}

/**
 * The follow of one device, for the live hub: looks up its box (async) and asks the bus to send this
 * instance the box's live copies; the release asks it to stop, also when it comes before the
 * look-up has answered (then nothing was asked).
 */
export function followByBox(
  boxOf: (deviceId: number) => Promise<string | undefined>,
  bus: { follow(boxId: string): void; unfollow(boxId: string): void },
  onError: (error: Error) => void,
) {
  return (deviceId: number): (() => void) => {
    let released = false;
    let box: string | undefined;
    boxOf(deviceId).then(
      (found) => {
        if (released || !found) return;
        box = found;
        bus.follow(found);
      },
      (error: Error) => onError(error),
    );
    return () => {
      released = true;
      if (box !== undefined) bus.unfollow(box);
    };
  };
}
