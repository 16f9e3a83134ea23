import { z } from 'zod';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../history/collection-task.js';

/**
 * The filter operators of the data-analysis lists (spec §5): equal, not equal, more than, more or
 * equal, less than, less or equal, contains, prefix, suffix, is null, not null.
 */
export const FILTER_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains', 'prefix', 'suffix', 'isNull', 'notNull'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/** Operators that need no operand. */
export const UNARY_FILTER_OPS: readonly FilterOp[] = ['isNull', 'notNull'];
export const TEXT_FILTER_OPS: readonly FilterOp[] = ['contains', 'prefix', 'suffix'];

/** Whether a value passes a filter (the server says the same in SQL; the web uses this for hints). */
export function filterMatches(op: FilterOp, actual: number | string | null | undefined, operand: string | undefined): boolean {
  if (op === 'isNull') return actual === null || actual === undefined || actual === '';
  if (op === 'notNull') return !(actual === null || actual === undefined || actual === '');
  if (actual === null || actual === undefined || operand === undefined) return false;
  const text = String(actual);
  switch (op) {
    case 'contains':
      return text.toLowerCase().includes(operand.toLowerCase());
    case 'prefix':
      return text.toLowerCase().startsWith(operand.toLowerCase());
    case 'suffix':
      return text.toLowerCase().endsWith(operand.toLowerCase());
    default: {
      const a = typeof actual === 'number' ? actual : Number(actual);
      const b = Number(operand);
      const numeric = Number.isFinite(a) && Number.isFinite(b) && operand.trim() !== '';
      const cmp = numeric ? a - b : text.localeCompare(operand);
      if (op === 'eq') return numeric ? cmp === 0 : text === operand;
      if (op === 'ne') return numeric ? cmp !== 0 : text !== operand;
      if (op === 'gt') return cmp > 0;
      if (op === 'gte') return cmp >= 0;
      if (op === 'lt') return cmp < 0;
      return cmp <= 0;
    }
  }
}

/** The time range and filter of an analysis list. `field` is one of the list's filter fields. */
export function analysisQuerySchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .object({
      deviceId: z.coerce.number().int().positive().optional(),
      projectId: z.coerce.number().int().positive().optional(),
      from: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
      to: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
      field: z.enum(fields, { message: 'validation.invalid' }).optional(),
      op: z.enum(FILTER_OPS, { message: 'validation.invalid' }).optional(),
      value: z.string().trim().max(64, { message: 'validation.tooLong' }).optional(),
      utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).default(DEFAULT_UTC_OFFSET_MINUTES),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(500).default(20),
    })
    .superRefine((q, ctx) => {
      if (Date.parse(q.to) < Date.parse(q.from)) ctx.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: ['to'] });
      if (q.op && !q.field) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['field'] });
      if (q.op && !UNARY_FILTER_OPS.includes(q.op) && (q.value === undefined || q.value === ''))
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['value'] });
    });
}

export const VALUE_CHANGE_FIELDS = ['pointName', 'value', 'previous', 'userName'] as const;
export const ValueChangeQuerySchema = analysisQuerySchema(VALUE_CHANGE_FIELDS);
export type ValueChangeQuery = z.infer<typeof ValueChangeQuerySchema>;

export const GATEWAY_LOG_FIELDS = ['deviceName', 'status', 'reason'] as const;
/** Why a device's state changed (the connectivity feature writes these); each has words in messages.ts `analysis.reason.*`. */
export const GATEWAY_LOG_REASONS = ['telemetry', 'status', 'will', 'silence'] as const;
export type GatewayLogReason = (typeof GATEWAY_LOG_REASONS)[number];
export function isGatewayLogReason(value: unknown): value is GatewayLogReason {
  return typeof value === 'string' && (GATEWAY_LOG_REASONS as readonly string[]).includes(value);
}
export const GatewayLogQuerySchema = analysisQuerySchema(GATEWAY_LOG_FIELDS);
export type GatewayLogQuery = z.infer<typeof GatewayLogQuerySchema>;

export const CAPTURE_FIELDS = ['pointName', 'value', 'taskName'] as const;
export const CaptureQuerySchema = analysisQuerySchema(CAPTURE_FIELDS);
export type CaptureQuery = z.infer<typeof CaptureQuerySchema>;
