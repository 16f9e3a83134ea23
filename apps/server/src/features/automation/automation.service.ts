import {
  ASSIGNMENT_COOLDOWN_DEFAULT_MS,
  AssignmentMergedSchema,
  comparisonsOf,
  scopeOf,
  TriggerCreateSchema,
  type AssignmentCreate,
  type AssignmentUpdate,
  type AutomationListQuery,
  type TriggerCreate,
  type TriggerUpdate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites, mergedPatch } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { AssignmentRow, AutomationRepository, TriggerRow } from './automation.repository.js';

/**
 * Conditional triggers and their assignments: a trigger's condition reads points of one device, an
 * assignment writes a writable point of that device (a constant or another point's value of it).
 * Every change reloads the device in the engine.
 */
export function createAutomationService({
  repo,
  engine,
  audit,
}: {
  repo: AutomationRepository;
  engine: { invalidate(deviceId: number): void };
  audit: AuditService;
}) {
  const triggers = auditedWrites<TriggerRow>({ audit, objectType: 'trigger', updateVerb: 'edit' });
  const assignments = auditedWrites<AssignmentRow>({ audit, objectType: 'assignment', updateVerb: 'edit' });
  /** The company, project and device a trigger (and so its assignments) sits on. */
  const deviceOf = (row: { companyId: number; projectId: number; deviceId: number }) => ({
    companyId: row.companyId,
    projectId: row.projectId,
    deviceId: row.deviceId,
  });
  /** Writes a row, then has the engine reload its device. */
  const reloading = async <Row extends { deviceId: number } | undefined>(write: Promise<Row>, ...also: number[]): Promise<Row> => {
    const row = await write;
    if (row) for (const deviceId of new Set([row.deviceId, ...also])) engine.invalidate(deviceId);
    return row;
  };

  const pointError = (field: string) => new AppError('BAD_REQUEST', {}, 'error.automationPoint', field);

  async function loadTrigger(principal: UserPrincipal, id: number): Promise<TriggerRow> {
    const trigger = await repo.findTrigger(scopeOf(principal), id);
    if (!trigger) throw new AppError('NOT_FOUND');
    return trigger;
  }

  async function loadAssignment(principal: UserPrincipal, id: number): Promise<AssignmentRow> {
    const assignment = await repo.findAssignment(scopeOf(principal), id);
    if (!assignment) throw new AppError('NOT_FOUND');
    return assignment;
  }

  /** The trigger's point and device; every other point its condition reads must be on that device. */
  async function triggerPlacement(principal: UserPrincipal, input: TriggerCreate) {
    const point = await repo.pointInScope(scopeOf(principal), input.pointId);
    if (!point) throw pointError('pointId');
    const others = new Set<number>();
    for (const c of comparisonsOf(input.condition)) if (c.pointId !== undefined) others.add(c.pointId);
    others.delete(point.pointId);
    const found = await repo.pointsOfDevice(point.deviceId, [...others]);
    if (found.length !== others.size) throw pointError('condition');
    return point;
  }

  const triggerColumns = (input: TriggerCreate) => ({
    pointId: input.pointId,
    name: input.name,
    condition: input.condition,
    minDurationMs: input.minDurationMs ?? 0,
    description: input.description ?? null,
    enabled: input.enabled ?? true,
  });

  /** The assignment's trigger; its target (writable) and source points must be on the trigger's device. */
  async function assignmentPlacement(principal: UserPrincipal, input: AssignmentCreate) {
    const trigger = await repo.findTrigger(scopeOf(principal), input.triggerId);
    if (!trigger) throw new AppError('BAD_REQUEST', {}, 'error.automationTrigger', 'triggerId');
    const ids = [input.targetPointId, ...(input.source === 'point' && input.sourcePointId ? [input.sourcePointId] : [])];
    const found = new Map((await repo.pointsOfDevice(trigger.deviceId, ids)).map((p) => [p.id, p]));
    const target = found.get(input.targetPointId);
    if (!target) throw pointError('targetPointId');
    if (!target.writable) throw new AppError('BAD_REQUEST', {}, 'POINT_NOT_WRITABLE', 'targetPointId');
    if (input.source === 'point' && !found.has(input.sourcePointId!)) throw pointError('sourcePointId');
    return trigger;
  }

  const assignmentColumns = (input: AssignmentCreate) => ({
    triggerId: input.triggerId,
    name: input.name,
    targetPointId: input.targetPointId,
    source: input.source,
    value: input.source === 'constant' ? (input.value ?? null) : null,
    sourcePointId: input.source === 'point' ? (input.sourcePointId ?? null) : null,
    cooldownMs: input.cooldownMs ?? ASSIGNMENT_COOLDOWN_DEFAULT_MS,
    enabled: input.enabled ?? true,
  });

  return {
    listTriggers: (principal: UserPrincipal, query: AutomationListQuery) => repo.listTriggers(scopeOf(principal), query),
    getTrigger: loadTrigger,

    async createTrigger(principal: UserPrincipal, actor: Actor, input: TriggerCreate) {
      const point = await triggerPlacement(principal, input);
      return triggers.create(actor, () => reloading(repo.insertTrigger({ ...triggerColumns(input), ...deviceOf(point) })));
    },

    /** A change must pass every rule as a whole; the point stays on the trigger's device (its assignments write there). */
    async updateTrigger(principal: UserPrincipal, actor: Actor, id: number, patch: TriggerUpdate) {
      const before = await loadTrigger(principal, id);
      const merged = mergedPatch(TriggerCreateSchema, triggerColumns(before), patch);
      const point = await triggerPlacement(principal, merged);
      if (point.deviceId !== before.deviceId) throw pointError('pointId');
      return triggers.update(actor, before, () => reloading(repo.updateTrigger(id, triggerColumns(merged))));
    },

    /** Deletes the trigger and its assignments. */
    async removeTrigger(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadTrigger(principal, id);
      await triggers.remove(actor, before, async () => {
        await repo.deleteTrigger(id);
        engine.invalidate(before.deviceId);
      });
      return { id };
    },

    listAssignments: (principal: UserPrincipal, query: AutomationListQuery) => repo.listAssignments(scopeOf(principal), query),
    getAssignment: loadAssignment,

    async createAssignment(principal: UserPrincipal, actor: Actor, input: AssignmentCreate) {
      const trigger = await assignmentPlacement(principal, input);
      return assignments.create(actor, () => reloading(repo.insertAssignment({ ...assignmentColumns(input), ...deviceOf(trigger) })));
    },

    async updateAssignment(principal: UserPrincipal, actor: Actor, id: number, patch: AssignmentUpdate) {
      const before = await loadAssignment(principal, id);
      const merged = mergedPatch(AssignmentMergedSchema, assignmentColumns(before), patch);
      const trigger = await assignmentPlacement(principal, merged);
      return assignments.update(actor, before, () =>
        reloading(repo.updateAssignment(id, { ...assignmentColumns(merged), ...deviceOf(trigger) }), before.deviceId),
      );
    },

    async removeAssignment(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadAssignment(principal, id);
      await assignments.remove(actor, before, async () => {
        await repo.deleteAssignment(id);
        engine.invalidate(before.deviceId);
      });
      return { id };
    },
  };
}

export type AutomationService = ReturnType<typeof createAutomationService>;
