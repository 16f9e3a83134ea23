import type { Telemetry } from '@fieldlink/domain';

export interface TelemetryBufferLimits {
  /** Messages kept at most. */
  maxMessages: number;
  /** Bytes of JSON kept at most (the messages as they will be published). */
  maxBytes: number;
}

/**
 * What a box keeps while the cloud is away (docs/device-protocol.md, "The gateway's offline
 * buffer"): 50,000 messages or 16 MiB of JSON, whichever comes first. At one message a second
 * that is about 14 hours of one poll group.
 */
export const DEFAULT_BUFFER_LIMITS: TelemetryBufferLimits = { maxMessages: 50_000, maxBytes: 16 * 1024 * 1024 };

export interface TelemetryBuffer {
  /** Adds a message at the end, then drops the oldest while either bound is passed (never the one just added). Returns how many went. */
  push(telemetry: Telemetry): number;
  /** Takes the oldest message out (to publish it). */
  shift(): Telemetry | undefined;
  /** Puts a message that could not be published back in front, where it was. */
  unshift(telemetry: Telemetry): void;
  readonly length: number;
  readonly bytes: number;
  /** Messages dropped since the buffer was made. */
  readonly dropped: number;
}

const sizeOf = (telemetry: Telemetry) => Buffer.byteLength(JSON.stringify(telemetry));

/** A first-in first-out queue of telemetry with two bounds; the oldest give way. Pure, no I/O. */
export function createTelemetryBuffer(limits: TelemetryBufferLimits = DEFAULT_BUFFER_LIMITS): TelemetryBuffer {
  // A queue on an array with a moving head: shifting is O(1), the array is compacted now and then.
  let items: { telemetry: Telemetry; size: number }[] = [];
  let head = 0;
  let bytes = 0;
  let dropped = 0;

  const length = () => items.length - head;
  const removeOldest = () => {
    const item = items[head];
    if (!item) return undefined;
    items[head] = undefined as never;
    head++;
    bytes -= item.size;
    if (head > 1024 && head * 2 > items.length) {
      items = items.slice(head);
      head = 0;
    }
    return item.telemetry;
  };

  return {
    push(telemetry) {
      const size = sizeOf(telemetry);
      items.push({ telemetry, size });
      bytes += size;
      let gone = 0;
      while (length() > 1 && (length() > limits.maxMessages || bytes > limits.maxBytes)) {
        removeOldest();
        gone++;
      }
      dropped += gone;
      return gone;
    },
    shift: removeOldest,
    unshift(telemetry) {
      const item = { telemetry, size: sizeOf(telemetry) };
      if (head > 0) items[--head] = item;
      else items.unshift(item);
      bytes += item.size;
    },
    get length() {
      return length();
    },
    get bytes() {
      return bytes;
    },
    get dropped() {
      return dropped;
    },
  };
}
