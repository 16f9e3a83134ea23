import { conditionHolds, type AlarmCondition } from './condition.js';

/** What the evaluator needs of an alarm source. */
export interface EvaluatedSource {
  pointId: number;
  condition: AlarmCondition;
  /** Hysteresis: an active alarm clears only when the condition fails by this margin. */
  deadband: number;
  /** How long (ms) the condition must hold before the alarm is raised. */
  minDurationMs: number;
  /** At most this many alarms per day (UTC) from the source; null = no limit. */
  maxCount: number | null;
}

/** Per-source memory between samples. */
export interface SourceState {
  /** An alarm of the source is active or acknowledged (not cleared). */
  active: boolean;
  /** Since when (sample time, ms) the condition has held while no alarm is active. */
  pendingSince: number | null;
  /**
   * The alarm was cleared by hand, or the day's maximum was reached, while the condition still
   * held: no new alarm until the condition has gone away once.
   */
  awaitingReset: boolean;
  /** Alarms raised on `day` (YYYY-MM-DD, UTC). */
  day: string;
  raisedToday: number;
}

export type Decision = 'raise' | 'clear' | 'none';

export const initialSourceState = (): SourceState => ({ active: false, pendingSince: null, awaitingReset: false, day: '', raisedToday: 0 });

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One evaluation at sample time `at`: raise when the condition has held for the minimum duration
 * (and the day's maximum is not reached), clear when it no longer holds even with the deadband,
 * otherwise nothing. Values missing for the condition decide nothing.
 */
export function evaluateSource(
  source: EvaluatedSource,
  values: ReadonlyMap<number, number>,
  state: SourceState,
  at: number,
): { decision: Decision; state: SourceState } {
  const widened = conditionHolds(source.condition, source.pointId, values, Math.max(0, source.deadband));
  if (widened === undefined) return { decision: 'none', state };
  if (state.active) {
    if (widened) return { decision: 'none', state };
    return { decision: 'clear', state: { ...state, active: false, pendingSince: null, awaitingReset: false } };
  }
  if (state.awaitingReset) {
    return widened ? { decision: 'none', state } : { decision: 'none', state: { ...state, awaitingReset: false, pendingSince: null } };
  }
  const strict = conditionHolds(source.condition, source.pointId, values, 0);
  if (!strict) return { decision: 'none', state: state.pendingSince === null ? state : { ...state, pendingSince: null } };
  const since = state.pendingSince ?? at;
  if (at - since < source.minDurationMs)
    return { decision: 'none', state: since === state.pendingSince ? state : { ...state, pendingSince: since } };
  const day = dayOf(at);
  const raisedToday = day === state.day ? state.raisedToday : 0;
  if (source.maxCount !== null && raisedToday >= source.maxCount)
    return { decision: 'none', state: { ...state, pendingSince: null, awaitingReset: true, day, raisedToday } };
  return { decision: 'raise', state: { active: true, pendingSince: null, awaitingReset: false, day, raisedToday: raisedToday + 1 } };
}
