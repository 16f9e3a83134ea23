import { DATA_TYPES, LANGUAGES, consumption, counterDelta, crossedLowStock, formatMessage, type DataTypeCode } from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { LiveHub, LiveValue } from '../connectivity/index.js';
import type { Notifier } from '../notifications/index.js';
import type { CountedTask, ProductionRepository } from './production.repository.js';
import { progressOf, type ProgressPublisher } from './production.service.js';

interface LiveTask {
  row: CountedTask;
  /** The reading counted to, ahead of the database while writes are queued. */
  last: number | null;
  /** This task's writes, one after another. */
  queue: Promise<void>;
}

interface DeviceTasks {
  loadedAt: number;
  tasks: LiveTask[];
}

export interface CounterEngineOptions {
  repo: ProductionRepository;
  hub: LiveHub;
  notifier: Notifier;
  log: Logger;
  /** Told of a task whose output moved. */
  publish: ProgressPublisher;
  /** Running tasks are read again after this long (changes made on another instance). */
  reloadMs?: number;
}

const numeric = (value: LiveValue['value']) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Counts production output from counter points, on the connectivity values observer like the alarm and
 * automation engines. For each running task of a device with a counter point, every new reading adds
 * `counterDelta` (a drop near the data type's maximum is a wrap, any other drop a reset) to the task's
 * output, stores the reading with the task (counting survives a restart) and deducts the template's
 * materials per piece from stock in the same transaction. Pieces are counted as made, scrap included:
 * a scrapped piece used its material too. A material whose stock falls to its warning level tells the
 * company's production managers once, at the crossing. Paused and finished tasks count nothing.
 * Each counted piece is published (`publish`): the stream tells the task's watchers at once.
 */
export function createCounterEngine({ repo, hub, notifier, log, publish, reloadMs = 30_000 }: CounterEngineOptions) {
  const devices = new Map<number, DeviceTasks>();
  const loading = new Map<number, Promise<DeviceTasks>>();

  async function load(deviceId: number): Promise<DeviceTasks> {
    const previous = new Map(devices.get(deviceId)?.tasks.map((t) => [t.row.id, t]));
    const rows = await repo.countedTasks(deviceId);
    const tasks = rows.map((row): LiveTask => {
      const old = previous.get(row.id);
      // The same running segment: what memory counted to is at least as new as the database.
      if (old && old.row.resumedAt?.getTime() === row.resumedAt?.getTime()) return { row, last: old.last, queue: old.queue };
      return { row, last: row.lastCounter, queue: old?.queue ?? Promise.resolve() };
    });
    const entry = { loadedAt: Date.now(), tasks };
    devices.set(deviceId, entry);
    return entry;
  }

  function ensure(deviceId: number, fresh = false): Promise<DeviceTasks> {
    const pending = loading.get(deviceId);
    if (pending && !fresh) return pending;
    const next = (pending ?? Promise.resolve()).catch(() => undefined).then(() => load(deviceId));
    const tracked = next.finally(() => {
      if (loading.get(deviceId) === tracked) loading.delete(deviceId);
    });
    loading.set(deviceId, tracked);
    return tracked;
  }

  async function lowStock(changes: Awaited<ReturnType<ProductionRepository['count']>>['changes']) {
    for (const change of changes) {
      if (!crossedLowStock(change.before, change.after, change.lowStock)) continue;
      const users = await repo.managersOf(change.companyId);
      if (users.length === 0) continue;
      const params = { name: change.name, stock: `${change.after}${change.unit}`, threshold: `${change.lowStock}${change.unit}` };
      const both = (key: 'production.lowStock.title' | 'production.lowStock.body') =>
        Object.fromEntries(LANGUAGES.map((language) => [language, formatMessage(language, key, params)])) as Record<
          (typeof LANGUAGES)[number],
          string
        >;
      await notifier.notifyUsers(users, {
        type: 'update',
        title: both('production.lowStock.title'),
        body: both('production.lowStock.body'),
        link: '/production/productionManagement?tab=materials',
        companyId: change.companyId,
        subject: { kind: 'productionMaterial', id: change.id },
      });
    }
  }

  function count(task: LiveTask, incoming: readonly LiveValue[]) {
    const readings = incoming
      .filter((live) => live.pointId === task.row.counterPointId)
      .map((live) => ({ ts: live.ts, value: numeric(live.value) }))
      .filter((r): r is { ts: number; value: number } => r.value !== undefined)
      .sort((a, b) => a.ts - b.ts);
    if (readings.length === 0) return;
    const max = DATA_TYPES[task.row.dataType as DataTypeCode]?.max;
    let delta = 0;
    for (const reading of readings) {
      delta += counterDelta(task.last, reading.value, max);
      task.last = reading.value;
    }
    const reading = task.last!;
    const uses = task.row.materials.map((m) => ({ materialId: m.materialId, amount: consumption(delta, m.perUnit) }));
    task.queue = task.queue
      .then(async () => {
        const counted = await repo.count(task.row.id, delta, reading, uses);
        if (counted.task && delta > 0) publish(progressOf(counted.task));
        await lowStock(counted.changes);
      })
      .catch((error: Error) => log.error({ err: error.message, taskId: task.row.id }, 'production output not counted'));
  }

  function evaluate(entry: DeviceTasks, incoming: readonly LiveValue[]) {
    for (const task of entry.tasks) count(task, incoming);
  }

  return {
    /** Ingest's observer: the converted values of one stored message. Never throws, never waits. */
    onValues(device: { id: number }, incoming: readonly LiveValue[]) {
      const pending = loading.get(device.id);
      const entry = devices.get(device.id);
      if (!pending && entry && Date.now() - entry.loadedAt <= reloadMs) {
        evaluate(entry, incoming);
        return;
      }
      (pending ?? ensure(device.id)).then(
        (loaded) => evaluate(loaded, incoming),
        (error: Error) => log.error({ err: error.message, deviceId: device.id }, 'production tasks not loaded'),
      );
    },

    /** The counter's current reading (a started task's baseline), when the device has sent one. */
    reading(deviceId: number, pointId: number): number | null {
      const live = hub.current(deviceId).get(pointId);
      return live ? (numeric(live.value) ?? null) : null;
    },

    /** A device's tasks started, paused, finished or deleted on this instance: read them again. */
    invalidate(deviceId: number) {
      void ensure(deviceId, true).catch(() => undefined);
    },

    /** Waits for every load and queued write (tests, shutdown). */
    async idle() {
      await Promise.all([...loading.values()].map((p) => p.catch(() => undefined)));
      await Promise.all([...devices.values()].flatMap((d) => d.tasks.map((t) => t.queue)));
    },
  };
}

export type CounterEngine = ReturnType<typeof createCounterEngine>;
