import {
  CommandAckSchema,
  DeviceStatusSchema,
  TelemetryEnvelopeSchema,
  readTelemetry,
  stampAfter,
  type DeviceStatus,
  type IncomingTelemetry,
} from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { Delivery, DeviceGate } from '../../broker/message-bus.js';
import { verifyPassword } from '../../lib/password.js';
import type { BatchWriter, LatestWriter } from './batch-writer.js';
import type { ConnectivityRepository, SampleRow } from './connectivity.repository.js';
import type { DeviceEntry, DeviceRegistry } from './device-registry.js';
import type { DeviceStateTracker } from './device-state.js';
import type { LiveHub } from './live-hub.js';
import { convertTelemetry, type LiveValue } from './telemetry.js';

export interface IngestCounters {
  messages: number;
  values: number;
  malformed: number;
  unknownBox: number;
  unknownPoints: number;
  quarantined: number;
  /** Values dropped alone: missing, not finite, or outside their point's register type. */
  badValues: number;
}

export interface IngestDeps {
  repo: ConnectivityRepository;
  registry: DeviceRegistry;
  writer: BatchWriter;
  latest: LatestWriter;
  hub: LiveHub;
  state: DeviceStateTracker;
  onAck(boxId: string, ack: { id: string; ok: boolean; error?: string | undefined }): void;
  /** Sees the converted values of every stored message (alarm evaluation); must not wait or throw. */
  onValues?: (device: DeviceEntry, values: readonly LiveValue[]) => void;
  log: Logger;
  now?: () => number;
  /** Which samples are stored when collection tasks cover their points (all of the stored ones otherwise). */
  storage?: StorageSelector;
}

/** Picks the samples to store from a message's samples with and without the save flag. */
export interface StorageSelector {
  select(deviceId: number, stored: SampleRow[], latestOnly: SampleRow[]): SampleRow[];
}

/**
 * The device side of the server: box authentication and every message a box sends. Telemetry
 * goes decode -> scale -> live values (pushed at once) -> then, once the messages that arrived
 * together have all been pushed, alarm evaluation and batched storage; the returned promise
 * settles when the batch is committed. A malformed message is dropped, counted and logged with
 * its box ID, and resolves, so the broker acknowledges it and the box does not send it again.
 */
export function createIngest({ repo, registry, writer, latest, hub, state, onAck, onValues, log, now = Date.now, storage }: IngestDeps) {
  const counters: IngestCounters = { messages: 0, values: 0, malformed: 0, unknownBox: 0, unknownPoints: 0, quarantined: 0, badValues: 0 };
  /** The last time stamped per box (messages without `ts`): the next is strictly later. */
  const lastStamp = new Map<string, number>();
  // The work behind the live frames (alarm evaluation, collection tasks, batching, roll-ups) waits
  // until the messages read together have all been pushed: one setImmediate for the lot, in order.
  let waiting: (() => void)[] = [];
  const runWaiting = () => {
    const list = waiting;
    waiting = [];
    for (const resolve of list) resolve();
  };
  const afterFrames = () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(runWaiting);
    });

  function malformed(boxId: string, channel: string, reason: string) {
    counters.malformed++;
    log.warn({ boxId, channel, reason }, 'malformed device message dropped');
  }

  function parse(payload: Buffer): unknown {
    try {
      return JSON.parse(payload.toString('utf8'));
    } catch {
      return undefined;
    }
  }

  async function telemetry(boxId: string, payload: Buffer, delivery: Delivery) {
    counters.messages++;
    const body = parse(payload);
    const message = readTelemetry(body);
    if (message) return takeTelemetry(boxId, message, delivery);
    const parsed = TelemetryEnvelopeSchema.safeParse(body);
    malformed(boxId, 'telemetry', parsed.error?.issues[0]?.message ?? 'invalid');
  }

  /** Telemetry already read (a box's message, parsed; or a LAN device's poll). */
  async function takeTelemetry(boxId: string, message: IncomingTelemetry, delivery: Delivery = { store: true, live: true }) {
    const device = await registry.get(boxId);
    if (!device) {
      counters.unknownBox++;
      return;
    }
    const at = now();
    state.seen(device, at);
    let ts = message.ts;
    if (ts === undefined && delivery.store) {
      ts = stampAfter(lastStamp.get(boxId), at);
      lastStamp.set(boxId, ts);
    }
    const converted = convertTelemetry(device.points, message, ts ?? at, at);
    const bad = converted.bad.length;
    counters.values += converted.live.length - bad;
    if (converted.unknown.length > 0) counters.unknownPoints += converted.unknown.length;
    if (bad > 0) {
      counters.badValues += bad;
      log.warn({ boxId, points: converted.bad }, 'bad telemetry values dropped; the rest of the message is taken');
    }
    if (delivery.live && converted.live.length > 0) hub.update(device.id, converted.live);
    if (!delivery.store) return;
    // The frame has left; evaluation and storage follow, after every message of this read.
    await afterFrames();
    const good = bad > 0 ? converted.live.filter((v) => v.quality === undefined) : converted.live;
    if (onValues && good.length > 0) {
      try {
        onValues(device, good);
      } catch (error) {
        log.error({ boxId, err: (error as Error).message }, 'values observer failed');
      }
    }
    if (converted.quarantined.length > 0) {
      counters.quarantined += converted.quarantined.length;
      log.warn({ boxId, ts: message.ts, values: converted.quarantined.length }, 'telemetry timestamp out of range: quarantined');
      await repo.quarantine(device.id, converted.quarantined);
    }
    latest.add(converted.stored);
    latest.add(converted.latestOnly);
    const kept = storage ? storage.select(device.id, converted.stored, converted.latestOnly) : converted.stored;
    if (kept.length > 0) await writer.add(kept);
  }

  async function status(boxId: string, payload: Buffer) {
    const parsed = DeviceStatusSchema.safeParse(parse(payload));
    if (!parsed.success) return malformed(boxId, 'status', parsed.error.issues[0]?.message ?? 'invalid');
    await takeStatus(boxId, parsed.data);
  }

  async function takeStatus(boxId: string, reported: DeviceStatus) {
    const device = await registry.get(boxId);
    if (!device) return;
    await state.reported(device, reported, now());
  }

  const gate: DeviceGate = {
    async authenticate(clientId, userName, password) {
      if (!userName || clientId !== userName || !password) return false;
      const device = await registry.get(userName);
      if (!device?.passwordHash) return false;
      return verifyPassword(password.toString('utf8'), device.passwordHash);
    },
    async deliver(boxId, channel, payload, delivery) {
      try {
        if (channel === 'telemetry') return await telemetry(boxId, payload, delivery);
        if (channel === 'status') return delivery.store ? await status(boxId, payload) : undefined;
        if (channel === 'commands/ack') {
          const parsed = CommandAckSchema.safeParse(parse(payload));
          if (!parsed.success) return malformed(boxId, 'commands/ack', parsed.error.issues[0]?.message ?? 'invalid');
          return onAck(boxId, parsed.data);
        }
      } catch (error) {
        log.error({ boxId, channel, err: (error as Error).message }, 'device message not processed');
        throw error;
      }
    },
  };

  return { gate, telemetry: takeTelemetry, status: takeStatus, counters: () => ({ ...counters }) };
}

export type Ingest = ReturnType<typeof createIngest>;
