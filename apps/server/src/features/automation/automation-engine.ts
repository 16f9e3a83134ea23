import {
  assignmentValue,
  cooldownOver,
  evaluateTrigger,
  initialTriggerState,
  pointsOfCondition,
  type EvaluatedTrigger,
  type TriggerState,
} from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { Actor } from '../audit/index.js';
import { numericValuesOf, type LiveHub, type LiveValue } from '../connectivity/index.js';
import type { AssignmentRow, AutomationRepository, TriggerRow } from './automation.repository.js';

/** The write path the engine uses: the connectivity service's `systemWrite` (checks, command, audit). */
export type SystemWrite = (
  actor: Actor,
  pointId: number,
  value: number,
  reason: Record<string, unknown>,
) => Promise<{ status: string; error?: string | undefined }>;

interface LiveAssignment {
  row: AssignmentRow;
  /** Sample time (ms) of its last write: the cooldown runs from here. */
  lastWrittenAt: number | null;
}

interface LiveTrigger {
  row: TriggerRow;
  rule: EvaluatedTrigger;
  state: TriggerState;
  assignments: LiveAssignment[];
  /** Writes of this trigger, one after another. */
  queue: Promise<void>;
}

interface DeviceTriggers {
  loadedAt: number;
  triggers: LiveTrigger[];
  byPoint: Map<number, LiveTrigger[]>;
}

export interface AutomationEngineOptions {
  repo: AutomationRepository;
  hub: LiveHub;
  write: SystemWrite;
  log: Logger;
  /** Triggers are read again after this long (changes made on another instance). */
  reloadMs?: number;
}

/**
 * Conditional automation beside ingest, on the same observer as the alarm engine: every stored sample
 * of a device with triggers is evaluated in memory (the domain's `evaluateTrigger`, the alarm
 * evaluator without deadband: once per crossing). A firing trigger's assignments whose cooldown has
 * passed write through the connectivity write path (range checks, command, ack or timeout, audit with
 * the trigger's name), asynchronously, one after another per trigger, so ingest never waits.
 */
export function createAutomationEngine({ repo, hub, write, log, reloadMs = 30_000 }: AutomationEngineOptions) {
  const devices = new Map<number, DeviceTriggers>();
  const loading = new Map<number, Promise<DeviceTriggers>>();
  const reloading = new Map<number, Promise<unknown>>();

  async function load(deviceId: number): Promise<DeviceTriggers> {
    const previous = devices.get(deviceId);
    const { triggers, assignments } = await repo.evaluationOf(deviceId);
    const kept = new Map(previous?.triggers.map((t) => [t.row.id, t]));
    const keptWrites = new Map(previous?.triggers.flatMap((t) => t.assignments.map((a) => [a.row.id, a.lastWrittenAt] as const)));
    const live: LiveTrigger[] = triggers.map((row) => {
      const old = kept.get(row.id);
      return {
        row,
        rule: { pointId: row.pointId, condition: row.condition, minDurationMs: row.minDurationMs },
        state: old?.state ?? initialTriggerState(),
        assignments: assignments
          .filter((a) => a.triggerId === row.id)
          .map((a) => {
            const stored = a.lastWrittenAt?.getTime() ?? null;
            const memory = keptWrites.get(a.id) ?? null;
            return { row: a, lastWrittenAt: memory === null ? stored : Math.max(memory, stored ?? memory) };
          }),
        queue: old?.queue ?? Promise.resolve(),
      };
    });
    const byPoint = new Map<number, LiveTrigger[]>();
    for (const trigger of live)
      for (const pointId of pointsOfCondition(trigger.row.condition, trigger.row.pointId)) {
        const list = byPoint.get(pointId) ?? [];
        list.push(trigger);
        byPoint.set(pointId, list);
      }
    const entry = { loadedAt: Date.now(), triggers: live, byPoint };
    devices.set(deviceId, entry);
    return entry;
  }

  function ensure(deviceId: number): Promise<DeviceTriggers> {
    let pending = loading.get(deviceId);
    if (!pending) {
      pending = load(deviceId).finally(() => loading.delete(deviceId));
      loading.set(deviceId, pending);
    }
    return pending;
  }

  function fire(trigger: LiveTrigger, values: Map<number, number>, at: number) {
    for (const assignment of trigger.assignments) {
      if (!cooldownOver(assignment.lastWrittenAt, assignment.row.cooldownMs, at)) continue;
      const value = assignmentValue(assignment.row, values);
      if (value === undefined) continue;
      // Taken now, before the write: a second firing meanwhile sees the cooldown running.
      assignment.lastWrittenAt = at;
      const { row } = assignment;
      const actor: Actor = { userId: null, userName: trigger.row.name, companyId: row.companyId, ip: '' };
      const reason = { trigger: trigger.row.name, triggerId: trigger.row.id, assignment: row.name, assignmentId: row.id };
      trigger.queue = trigger.queue
        .then(async () => {
          await repo.markWritten(row.id, new Date(at));
          const outcome = await write(actor, row.targetPointId, value, reason);
          if (outcome.status !== 'ok') log.warn({ ...reason, status: outcome.status, error: outcome.error }, 'assignment write not done');
        })
        .catch((error: Error) => log.error({ err: error.message, assignmentId: row.id }, 'assignment not written'));
    }
  }

  function evaluate(deviceId: number, entry: DeviceTriggers, incoming: readonly LiveValue[]) {
    let touched: Set<LiveTrigger> | undefined;
    let at = 0;
    for (const live of incoming) {
      const triggers = entry.byPoint.get(live.pointId);
      if (!triggers) continue;
      touched ??= new Set();
      for (const trigger of triggers) touched.add(trigger);
      if (live.ts > at) at = live.ts;
    }
    if (!touched) return;
    const values = numericValuesOf(hub.current(deviceId), incoming);
    for (const trigger of touched) {
      const { fires, state } = evaluateTrigger(trigger.rule, values, trigger.state, at);
      trigger.state = state;
      if (fires) fire(trigger, values, at);
    }
  }

  return {
    /** Ingest's observer: the converted values of one stored message. Never throws, never waits. */
    onValues(device: { id: number }, incoming: readonly LiveValue[]) {
      const reload = reloading.get(device.id);
      if (reload) {
        void reload.then(() => {
          const fresh = devices.get(device.id);
          if (fresh && fresh.triggers.length > 0) evaluate(device.id, fresh, incoming);
        });
        return;
      }
      const entry = devices.get(device.id);
      if (entry) {
        if (entry.triggers.length > 0) evaluate(device.id, entry, incoming);
        if (Date.now() - entry.loadedAt > reloadMs) void ensure(device.id).catch(() => undefined);
        return;
      }
      ensure(device.id).then(
        (loaded) => (loaded.triggers.length > 0 ? evaluate(device.id, loaded, incoming) : undefined),
        (error: Error) => log.error({ err: error.message, deviceId: device.id }, 'triggers not loaded'),
      );
    },

    /** A device's triggers or assignments changed on this instance: read them again (keeping states). */
    invalidate(deviceId: number) {
      const inFlight = loading.get(deviceId);
      const reload: Promise<unknown> = (inFlight ? inFlight.catch(() => undefined).then(() => ensure(deviceId)) : ensure(deviceId))
        .catch(() => undefined)
        .finally(() => {
          if (reloading.get(deviceId) === reload) reloading.delete(deviceId);
        });
      reloading.set(deviceId, reload);
    },

    /** Waits for every load and queued write (tests, shutdown). */
    async idle() {
      await Promise.all([...reloading.values()]);
      await Promise.all([...loading.values()].map((p) => p.catch(() => undefined)));
      await Promise.all([...devices.values()].flatMap((d) => d.triggers.map((t) => t.queue)));
    },
  };
}

export type AutomationEngine = ReturnType<typeof createAutomationEngine>;
