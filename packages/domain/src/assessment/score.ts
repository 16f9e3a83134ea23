/**
 * Assessment of completed work orders (spec §2 AssessmentRule / assessmentSearch): a company's rule
 * gives points per order type (kind) and service nature, a bonus or penalty for finishing by the
 * due date, and points per customer rating (1–5 stars). Pure: the server feeds it rows.
 */
import { WORK_ORDER_NATURES, type WorkOrderKind, type WorkOrderNature } from '../workorder/schemas.js';

export interface AssessmentRule {
  /** Points per order type; a nature's points, when set, replace them. */
  kindPoints: Record<WorkOrderKind, number>;
  /** Points per service nature; null: the kind's points apply. */
  naturePoints: Record<WorkOrderNature, number | null>;
  /** Added when completed on or before the due date. */
  onTimeBonus: number;
  /** Taken off when completed after the due date. */
  latePenalty: number;
  /** Points for 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  ratingPoints: [number, number, number, number, number];
}

export const DEFAULT_ASSESSMENT_RULE: AssessmentRule = {
  kindPoints: { repair: 10, maintenance: 8 },
  naturePoints: { check: 5, maintenance: null, replace: 12, overhaul: 20, retired: 6 },
  onTimeBonus: 5,
  latePenalty: 5,
  ratingPoints: [-10, -5, 0, 3, 6],
};

export type Timeliness = 'onTime' | 'late' | 'noDueDate';

export interface ScoredOrderInput {
  kind: WorkOrderKind;
  nature: string | null;
  /** YYYY-MM-DD; the whole day counts as on time. */
  dueDate: string | null;
  completedAt: Date;
  /** 1–5, or null when the customer has not rated. */
  stars: number | null;
}

export interface OrderScore {
  base: number;
  timeliness: Timeliness;
  timelinessPoints: number;
  ratingPoints: number;
  total: number;
}

function isNature(value: string | null): value is WorkOrderNature {
  return value !== null && (WORK_ORDER_NATURES as readonly string[]).includes(value);
}

/**
 * Whether an order completed by its due date. The due date is a calendar day in the company's time
 * zone (`offsetMinutes` east of UTC, China by default): the whole day counts.
 */
export function timelinessOf(dueDate: string | null, completedAt: Date, offsetMinutes = 480): Timeliness {
  if (!dueDate) return 'noDueDate';
  const endOfDue = Date.parse(`${dueDate}T00:00:00Z`) + 86_400_000 - offsetMinutes * 60_000;
  if (Number.isNaN(endOfDue)) return 'noDueDate';
  return completedAt.getTime() < endOfDue ? 'onTime' : 'late';
}

export function scoreOrder(rule: AssessmentRule, order: ScoredOrderInput, offsetMinutes = 480): OrderScore {
  const nature = isNature(order.nature) ? rule.naturePoints[order.nature] : null;
  const base = nature ?? rule.kindPoints[order.kind] ?? 0;
  const timeliness = timelinessOf(order.dueDate, order.completedAt, offsetMinutes);
  const timelinessPoints = timeliness === 'onTime' ? rule.onTimeBonus : timeliness === 'late' ? -rule.latePenalty : 0;
  const stars = order.stars;
  const ratingPoints = stars !== null && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? rule.ratingPoints[stars - 1]! : 0;
  return { base, timeliness, timelinessPoints, ratingPoints, total: base + timelinessPoints + ratingPoints };
}

export interface AssessmentSummary {
  points: number;
  orders: number;
  onTime: number;
  late: number;
  /** On-time orders among those with a due date, 0–1; null when none had one. */
  onTimeRate: number | null;
  /** Mean stars of the rated orders, null when none is rated. */
  averageRating: number | null;
  rated: number;
}

export function summarize(scored: readonly { score: OrderScore; stars: number | null }[]): AssessmentSummary {
  let points = 0;
  let onTime = 0;
  let late = 0;
  let starSum = 0;
  let rated = 0;
  for (const { score, stars } of scored) {
    points += score.total;
    if (score.timeliness === 'onTime') onTime++;
    if (score.timeliness === 'late') late++;
    if (stars !== null) {
      starSum += stars;
      rated++;
    }
  }
  const due = onTime + late;
  return {
    points,
    orders: scored.length,
    onTime,
    late,
    onTimeRate: due === 0 ? null : onTime / due,
    averageRating: rated === 0 ? null : Math.round((starSum / rated) * 100) / 100,
    rated,
  };
}

/** Periods and due dates are calendar days in China time (UTC+8) unless a company says otherwise. */
export const ASSESSMENT_OFFSET_MINUTES = 480;

/** The instant a calendar day starts at `offsetMinutes` east of UTC. */
export function dayStart(day: string, offsetMinutes = ASSESSMENT_OFFSET_MINUTES): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000);
}
