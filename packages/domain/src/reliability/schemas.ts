import { z } from 'zod';
import { instantQuerySchema } from '../input/dates.js';
import { RECURRENCE_ACTIONS, RECURRENCE_WINDOW_LIMITS, VERIFICATION_STATES, VERIFICATION_WINDOW_LIMITS } from './verification.js';

/** What the reliability figures are grouped by (issue 39). */
export const RELIABILITY_GROUPS = ['device', 'deviceType', 'project', 'customer', 'technician'] as const;
export type ReliabilityGroup = (typeof RELIABILITY_GROUPS)[number];

/** The longest period one request covers (days). */
export const RELIABILITY_MAX_DAYS = 366;
const ID = z.coerce.number().int().positive().max(2_147_483_647);

export const ReliabilityQuerySchema = z
  .object({
    by: z.enum(RELIABILITY_GROUPS, { message: 'validation.invalid' }).default('device'),
    /** Only this one device, type, project, customer or technician. */
    id: ID.optional(),
    from: instantQuerySchema(),
    to: instantQuerySchema(),
  })
  .superRefine((q, ctx) => {
    if (q.to <= q.from) ctx.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: ['to'] });
    else if (q.to.getTime() - q.from.getTime() > RELIABILITY_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: 'validation.rangeTooLong', path: ['to'] });
  });
export type ReliabilityQuery = z.infer<typeof ReliabilityQuerySchema>;

const Share = z.number().nullable();
export const ReliabilityFiguresSchema = z.object({
  devices: z.number(),
  failures: z.number(),
  outageMs: z.number(),
  mtbfMs: z.number().nullable(),
  orderFailures: z.number(),
  mtbfOrdersMs: z.number().nullable(),
  repaired: z.number(),
  mttrMs: z.number().nullable(),
  repairShares: z.object({ wait: z.number(), travel: z.number(), work: z.number() }).nullable(),
  judged: z.number(),
  firstTimeFixRate: Share,
  repeatRepairRate: Share,
  availability: Share,
  topSources: z.array(z.object({ sourceId: z.number().nullable(), name: z.string(), failures: z.number(), cumulativeShare: z.number() })),
});
export type ReliabilityFiguresDto = z.infer<typeof ReliabilityFiguresSchema>;

export const ReliabilityAnswerSchema = z.object({
  by: z.enum(RELIABILITY_GROUPS),
  from: z.string(),
  to: z.string(),
  total: ReliabilityFiguresSchema,
  rows: z.array(z.object({ id: z.number(), name: z.string(), figures: ReliabilityFiguresSchema })),
  trend: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      failures: z.number(),
      repaired: z.number(),
      mttrMs: z.number().nullable(),
      availability: z.number().nullable(),
    }),
  ),
});
export type ReliabilityAnswer = z.infer<typeof ReliabilityAnswerSchema>;

/** A source's windows (seconds). */
export const VerificationWindowsSchema = z.object({
  verificationWindowS: z.coerce
    .number({ message: 'validation.verificationWindow' })
    .int({ message: 'validation.verificationWindow' })
    .min(VERIFICATION_WINDOW_LIMITS.min, { message: 'validation.verificationWindow' })
    .max(VERIFICATION_WINDOW_LIMITS.max, { message: 'validation.verificationWindow' }),
  recurrenceWindowS: z.coerce
    .number({ message: 'validation.recurrenceWindow' })
    .int({ message: 'validation.recurrenceWindow' })
    .min(RECURRENCE_WINDOW_LIMITS.min, { message: 'validation.recurrenceWindow' })
    .max(RECURRENCE_WINDOW_LIMITS.max, { message: 'validation.recurrenceWindow' }),
});
export type VerificationWindows = z.infer<typeof VerificationWindowsSchema>;

export const RecurrenceSettingSchema = z.object({ recurrenceAction: z.enum(RECURRENCE_ACTIONS, { message: 'validation.invalid' }) });

/** The longest reason of a hand confirmation (the form's maxLength and the schema). */
export const VERIFICATION_REASON_MAX_LENGTH = 200;

/** A dispatcher closes an alarm order without waiting for the data: a reason is required. */
export const ManualVerificationSchema = z.object({
  reason: z
    .string({ message: 'validation.verificationReason' })
    .trim()
    .min(1, { message: 'validation.verificationReason' })
    .max(VERIFICATION_REASON_MAX_LENGTH, { message: 'validation.verificationReason' }),
});

/** The evidence kept on an order once judged: times and the point's samples around the failure. */
export const VerificationEvidenceSchema = z.object({
  alarmId: z.number().nullable(),
  pointId: z.number().nullable(),
  raisedAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  recurredAt: z.string().nullable(),
  /** [ISO time, value] pairs, oldest first. */
  samples: z.array(z.tuple([z.string(), z.number()])),
  reason: z.string().nullable(),
});
export type VerificationEvidence = z.infer<typeof VerificationEvidenceSchema>;

export const OrderVerificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES).nullable(),
  verifiedAt: z.string().nullable(),
  repeatCount: z.number(),
  followUpOf: z.number().nullable(),
  evidence: VerificationEvidenceSchema.nullable(),
  verificationWindowS: z.number().nullable(),
  recurrenceWindowS: z.number().nullable(),
});
export type OrderVerification = z.infer<typeof OrderVerificationSchema>;

/**
 * What the order page shows about the data (issue 39): its verification, the alarm's point with its
 * live value while the order is handled, and the chart around the failure (the kept evidence once
 * judged, else the samples from a little before the raise until now).
 */
export const OrderEvidenceSchema = OrderVerificationSchema.extend({
  alarm: z
    .object({
      id: z.number(),
      name: z.string(),
      level: z.number(),
      pointId: z.number(),
      pointName: z.string(),
      unit: z.string().nullable(),
      /** The point's reading fields: its name in each language and how its values read (`formatReading`). */
      pointDescription: z.string().nullable().optional(),
      decimals: z.number().nullable().optional(),
      dataType: z.number().nullable().optional(),
      displayFormat: z.number().nullable().optional(),
      multiSegment: z.string().nullable().optional(),
      statusWords: z.string().nullable().optional(),
      raisedAt: z.string(),
      clearedAt: z.string().nullable(),
    })
    .nullable(),
  live: z.object({ value: z.number().nullable(), text: z.string().nullable(), at: z.string() }).nullable(),
  /** [ISO time, value] pairs, oldest first. */
  samples: z.array(z.tuple([z.string(), z.number()])),
});
export type OrderEvidence = z.infer<typeof OrderEvidenceSchema>;

// The messages live in a module without schemas: the catalogs read them without loading zod.
export { reliabilityMessages } from './messages.js';
