import { deviceTopics } from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { MessageBus } from '../../broker/message-bus.js';
import type { Database } from '../../db/client.js';
import { createBatchWriter, createLatestWriter } from './batch-writer.js';
import { createCommands } from './commands.js';
import { createConnectivityRepository } from './connectivity.repository.js';
import { configOf } from './config.js';
import { createDeviceRegistry, type DeviceEntry } from './device-registry.js';
import { createLanPolling } from './lan-polling.js';
import { createDeviceStateTracker } from './device-state.js';
import { createIngest, type StorageSelector } from './ingest.js';
import { createLiveHub } from './live-hub.js';
import type { LiveValue } from './telemetry.js';
import { createRollupWriter } from '../history/index.js';
import { createRollupsRepository } from '../history/index.js';
import type { ClusterBus } from '../../db/cluster-bus.js';
import { followByBox } from '../../broker/live-follow.js';

/** The cluster topic of the devices an instance heard from since its last sweep. */
const SIGHTINGS = 'sightings';

/** Called with each stored message's converted values; must return at once and never throw. */
export type ValuesObserver = (device: DeviceEntry, values: readonly LiveValue[]) => void;

export interface ConnectivityOptions {
  db: Database;
  bus: MessageBus;
  log: Logger;
  /** How often configuration changes are looked for and silent boxes marked offline. */
  sweepMs?: number;
  commandTimeoutMs?: number;
  /** Rows per insert statement (embedded PGlite: small, so live pushes are not held up). */
  statementRows?: number;
  /** Poll LAN devices from this instance (LAN_POLLING; default on). */
  lanPolling?: boolean;
  batch?: { maxRows?: number; maxDelayMs?: number; maxInFlight?: number };
  /** Collection tasks: which samples are stored (every sample of a saved point when absent). */
  storage?: StorageSelector;
  /** Stream events to the other instances' browsers (PostgreSQL LISTEN/NOTIFY); this instance only without. */
  cluster?: ClusterBus;
}

/**
 * Device connectivity in one place: the gate the broker asks (authentication, messages), the
 * batch writer, live values, device states, commands, and the sweep that republishes changed
 * configurations (retained) and marks silent boxes offline.
 */
export function createConnectivity({
  db,
  bus,
  log,
  sweepMs = 2000,
  commandTimeoutMs,
  lanPolling = true,
  statementRows = Number.POSITIVE_INFINITY,
  batch = {},
  storage,
  cluster,
}: ConnectivityOptions) {
  const repo = createConnectivityRepository(db);
  const registry = createDeviceRegistry(repo);
  // Shared ingest: the live values of a device come to this instance only while one of its browsers follows it.
  const follow =
    bus.follow && bus.unfollow
      ? followByBox(
          (deviceId) => repo.boxOfDevice(deviceId),
          { follow: bus.follow, unfollow: bus.unfollow },
          (error) => log.error({ err: error.message }, 'live follow failed'),
        )
      : undefined;
  const hub = createLiveHub({ ...(cluster ? { cluster } : {}), ...(follow ? { follow } : {}) });
  // Shared ingest splits a box's messages between the instances: they tell each other whom they heard.
  const sharing = bus.follow ? cluster : undefined;
  const state = createDeviceStateTracker({ repo, hub, log, ...(sharing ? { graceMs: sweepMs } : {}) });
  sharing?.on(SIGHTINGS, (body) => {
    const { at, ids } = (body ?? {}) as { at?: unknown; ids?: unknown };
    if (typeof at === 'number' && Array.isArray(ids))
      state.seenElsewhere(
        ids.filter((id): id is number => typeof id === 'number'),
        at,
      );
  });
  const commands = createCommands({ repo, bus, hub, ...(commandTimeoutMs ? { timeoutMs: commandTimeoutMs } : {}) });
  const rollupsRepo = createRollupsRepository(db);
  const rollups = createRollupWriter({
    write: (minutes, hours) => rollupsRepo.upsert(minutes, hours),
    onError: (error) => log.error({ err: error.message }, 'roll-ups not stored'),
  });
  let duplicates = 0;
  const writer = createBatchWriter({
    // The roll-ups take exactly the rows the insert stored (never a duplicate), written every 2 s.
    // A sample repeating a stored (point, ts) is a duplicate: the first stored value stands, in
    // history as live (the live hub and the newest values keep the first of a timestamp too).
    write: async (rows) => {
      const stored = await repo.writeSamples(rows, statementRows);
      if (stored.duplicates > 0) {
        duplicates += stored.duplicates;
        log.debug({ duplicates: stored.duplicates, rows: rows.length }, 'duplicate samples ignored: the first stored value stands');
      }
      rollups.add(stored.samples);
    },
    ...batch,
    onError: (error, rows) => log.error({ err: error.message, rows }, 'telemetry batch not stored'),
  });
  const latest = createLatestWriter({
    write: (rows) => repo.upsertLatest(rows),
    onError: (error) => log.error({ err: error.message }, 'newest values not stored'),
  });
  const valueObservers = new Set<ValuesObserver>();
  const ingest = createIngest({
    repo,
    registry,
    writer,
    latest,
    hub,
    state,
    log,
    ...(storage ? { storage } : {}),
    onValues: (device, values) => {
      for (const observer of valueObservers) observer(device, values);
    },
    onAck: (boxId, ack) => {
      void registry.get(boxId).then((device) => (device ? commands.acked(device.id, ack) : undefined));
    },
  });

  const lan = createLanPolling({ ingest, log });
  commands.useLocalTransport((boxId) => lan.device(boxId));
  const published = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let partitionsDay = '';
  let stopped = false;

  /** Republishes the configuration of every device whose version moved (all of them at start). */
  async function syncConfigs() {
    const rows = await repo.configVersions();
    const present = new Set<number>();
    const lanBoxes = new Set<string>();
    for (const row of rows) {
      present.add(row.id);
      if (row.protocol === 'lan_modbus' && lanPolling) lanBoxes.add(row.boxId);
      if (published.get(row.id) === row.configVersion) continue;
      registry.invalidate(row.boxId);
      const entry = await registry.get(row.boxId);
      if (!entry) continue;
      if (lanBoxes.has(row.boxId)) await lan.sync(entry);
      else await bus.publish(deviceTopics(row.boxId).config, JSON.stringify(configOf(entry)), { qos: 1, retain: true });
      published.set(row.id, row.configVersion);
    }
    for (const id of published.keys()) if (!present.has(id)) published.delete(id);
    for (const boxId of lan.polled()) if (!lanBoxes.has(boxId)) await lan.drop(boxId);
  }

  // Syncs run one after another: a change made here and the timer's sweep may ask at the same moment.
  let syncing: Promise<void> = Promise.resolve();
  function syncInTurn(): Promise<void> {
    const run = syncing.then(syncConfigs);
    syncing = run.catch(() => undefined);
    return run;
  }

  async function ensurePartitions(now: Date) {
    const day = now.toISOString().slice(0, 10);
    if (day === partitionsDay) return;
    // This month and the next two; history tools may add older months.
    await repo.ensurePartitions(now, 3);
    partitionsDay = day;
  }

  async function tick() {
    const now = Date.now();
    const heard = sharing ? state.sightings() : [];
    if (heard.length > 0) sharing!.publish(SIGHTINGS, { at: now, ids: heard });
    try {
      await syncInTurn();
      await state.sweep(now);
      await ensurePartitions(new Date(now));
    } catch (error) {
      log.error({ err: (error as Error).message }, 'connectivity sweep failed');
    }
  }

  return {
    gate: ingest.gate,
    /** The MQTT side, for features that relay bytes through a box (remote-HMI tunnels). */
    bus,
    repo,
    hub,
    registry,
    commands,
    writer,
    latest,
    rollups,
    lan,
    counters: () => ({ ...ingest.counters(), duplicates }),
    /** Sees the converted values of every stored telemetry message (alarm evaluation); returns the unsubscribe. */
    observeValues(observer: ValuesObserver): () => void {
      valueObservers.add(observer);
      return () => valueObservers.delete(observer);
    },
    async start() {
      await bus.attach(ingest.gate);
      // A database that is not ready yet (or not migrated) must not stop the server: the sweep
      // tries again.
      try {
        await ensurePartitions(new Date());
        await state.resume(Date.now());
        await syncInTurn();
      } catch (error) {
        log.error({ err: (error as Error).message }, 'connectivity start-up incomplete; retrying in the sweep');
      }
      const loop = () => {
        timer = setTimeout(() => {
          void tick().finally(() => {
            if (!stopped) loop();
          });
        }, sweepMs);
        timer.unref();
      };
      loop();
    },
    /** Runs the sweep now (tests). */
    sweep: tick,
    /**
     * A device or its points changed on this instance: ingest reads the device again and its box gets the
     * new configuration before the request answers. Other instances follow at their next sweep.
     */
    async configChanged() {
      if (stopped) return;
      await syncInTurn().catch((error: Error) => log.error({ err: error.message }, 'configuration sync failed'));
    },
    /** Writes what the batch writers hold now (tests that count stored rows). */
    async flush() {
      await writer.flush();
      await latest.flush();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await lan.stop();
      await writer.flush();
      await latest.flush();
      await rollups.flush();
    },
  };
}

export type Connectivity = ReturnType<typeof createConnectivity>;
