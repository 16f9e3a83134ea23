import { type AlarmCondition } from '../alarm/condition.js';
import { evaluateSource, initialSourceState, type SourceState } from '../alarm/evaluator.js';

/**
 * Conditional triggers fire on the same evaluator as alarm sources: a crossing is the condition
 * starting to hold for the minimum duration (an alarm's "raise"); it ends when the condition stops
 * holding (an alarm's "clear"). A trigger has no deadband and no daily maximum, so it fires exactly
 * once per crossing: never again while the condition keeps holding.
 */
export interface EvaluatedTrigger {
  pointId: number;
  condition: AlarmCondition;
  minDurationMs: number;
}

export type TriggerState = SourceState;
export const initialTriggerState = (): TriggerState => initialSourceState();

/** One evaluation at sample time `at`: whether the trigger fires now, and its memory for the next sample. */
export function evaluateTrigger(
  trigger: EvaluatedTrigger,
  values: ReadonlyMap<number, number>,
  state: TriggerState,
  at: number,
): { fires: boolean; state: TriggerState } {
  const { decision, state: next } = evaluateSource(
    { pointId: trigger.pointId, condition: trigger.condition, deadband: 0, minDurationMs: trigger.minDurationMs, maxCount: null },
    values,
    state,
    at,
  );
  return { fires: decision === 'raise', state: next };
}

/**
 * Whether an assignment may write at `at` when its trigger fires: never written, or its cooldown has
 * passed since its last write.
 */
export function cooldownOver(lastWrittenAt: number | null, cooldownMs: number, at: number): boolean {
  return lastWrittenAt === null || at - lastWrittenAt >= cooldownMs;
}

/** The value an assignment writes: its constant, or the source point's current value (none when unknown). */
export function assignmentValue(
  assignment: { source: 'constant' | 'point'; value: number | null; sourcePointId: number | null },
  values: ReadonlyMap<number, number>,
): number | undefined {
  if (assignment.source === 'constant') return assignment.value ?? undefined;
  return assignment.sourcePointId === null ? undefined : values.get(assignment.sourcePointId);
}
