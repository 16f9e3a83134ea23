import { decideSample, ruleOf, type CollectionRule } from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SampleRow } from '../connectivity/index.js';
import type { StorageSelector } from '../connectivity/index.js';
import type { CaptureInsert, CollectionRepository } from './collection.repository.js';

interface DevicePlan {
  /** The rules covering each point. */
  byPoint: Map<number, CollectionRule[]>;
  /** Points some condition reads: their newest values are kept. */
  watched: Set<number>;
  values: Map<number, number>;
}

/**
 * The ingest hook of the collection tasks: given a message's samples, the ones to store. A
 * device without tasks costs one map lookup (its samples pass as they are); a covered point's
 * sample is stored when one of its tasks takes it. Samples conditional tasks take are also kept
 * as captures (the condition collection page), written in the background.
 */
export function createCollectionGate({
  repo,
  log,
  refreshMs = 5000,
  flushMs = 1000,
}: {
  repo: Pick<CollectionRepository, 'enabledTasks' | 'version' | 'insertCaptures'>;
  log: FastifyBaseLogger;
  refreshMs?: number;
  flushMs?: number;
}): StorageSelector & { refresh(): Promise<void>; flush(): Promise<void>; start(): Promise<void>; stop(): Promise<void> } {
  let plans = new Map<number, DevicePlan>();
  let version = '';
  /** When a rule last stored a sample of a point: `${ruleId}:${pointId}`. */
  const lastStored = new Map<string, number>();
  let captures: CaptureInsert[] = [];
  let timers: NodeJS.Timeout[] = [];

  /**
   * Refreshes run one after another: a timer's refresh that read the tasks before a change must
   * not overwrite the plans the change's own refresh has just set.
   */
  let refreshing: Promise<void> = Promise.resolve();
  function refresh(force = false): Promise<void> {
    const next = refreshing.catch(() => undefined).then(() => readPlans(force));
    refreshing = next;
    return next;
  }

  async function readPlans(force: boolean) {
    const now = await repo.version();
    if (!force && now === version) return;
    const tasks = await repo.enabledTasks();
    const next = new Map<number, DevicePlan>();
    for (const task of tasks) {
      const rule = ruleOf(task);
      let plan = next.get(task.deviceId);
      if (!plan) {
        plan = { byPoint: new Map(), watched: new Set(), values: plans.get(task.deviceId)?.values ?? new Map() };
        next.set(task.deviceId, plan);
      }
      for (const pointId of task.pointIds) {
        const list = plan.byPoint.get(pointId) ?? [];
        list.push(rule);
        plan.byPoint.set(pointId, list);
      }
      for (const c of task.conditions) plan.watched.add(c.pointId);
    }
    plans = next;
    version = now;
  }

  async function flush() {
    if (captures.length === 0) return;
    const rows = captures;
    captures = [];
    try {
      for (let i = 0; i < rows.length; i += 1000) await repo.insertCaptures(rows.slice(i, i + 1000));
    } catch (error) {
      log.error({ err: (error as Error).message, rows: rows.length }, 'condition captures not stored');
    }
  }

  function remember(plan: DevicePlan, rows: readonly SampleRow[]) {
    for (const row of rows) if (row.value !== null && plan.watched.has(row.pointId)) plan.values.set(row.pointId, row.value);
  }

  function take(deviceId: number, plan: DevicePlan, row: SampleRow, rules: readonly CollectionRule[], out: SampleRow[]) {
    const decision = decideSample(rules, row.ts, plan.values, (ruleId) => lastStored.get(`${ruleId}:${row.pointId}`));
    if (!decision.store) return;
    out.push(row);
    for (const rule of decision.takenBy) {
      lastStored.set(`${rule.id}:${row.pointId}`, row.ts);
      if (rule.mode === 'conditional')
        captures.push({ taskId: rule.id, deviceId, pointId: row.pointId, ts: new Date(row.ts), value: row.value, text: row.text });
    }
  }

  return {
    select(deviceId, stored, latestOnly) {
      const plan = plans.get(deviceId);
      if (!plan) return stored;
      remember(plan, stored);
      remember(plan, latestOnly);
      const out: SampleRow[] = [];
      for (const row of stored) {
        const rules = plan.byPoint.get(row.pointId);
        if (rules) take(deviceId, plan, row, rules, out);
        else out.push(row);
      }
      // A task also stores points without the save flag.
      for (const row of latestOnly) {
        const rules = plan.byPoint.get(row.pointId);
        if (rules) take(deviceId, plan, row, rules, out);
      }
      return out;
    },
    refresh: () => refresh(true),
    flush,
    async start() {
      try {
        await refresh(true);
      } catch (error) {
        log.error({ err: (error as Error).message }, 'collection tasks not loaded; retrying');
      }
      const every = (ms: number, fn: () => Promise<void>) => {
        const timer = setInterval(
          () => void fn().catch((error: Error) => log.error({ err: error.message }, 'collection tasks refresh failed')),
          ms,
        );
        timer.unref();
        timers.push(timer);
      };
      every(refreshMs, () => refresh());
      every(flushMs, flush);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await flush();
    },
  };
}

export type CollectionGate = ReturnType<typeof createCollectionGate>;
