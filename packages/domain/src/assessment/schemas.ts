import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { WORK_ORDER_NATURES } from '../workorder/schemas.js';

export const ASSESSMENT_POINTS_MAX = 1000;
export const RATING_COMMENT_MAX_LENGTH = 200;

const points = z
  .number({ message: 'validation.required' })
  .min(-ASSESSMENT_POINTS_MAX, { message: 'validation.assessmentPoints' })
  .max(ASSESSMENT_POINTS_MAX, { message: 'validation.assessmentPoints' });
const positivePoints = points.min(0, { message: 'validation.assessmentPoints' });

export const AssessmentRuleBodySchema = z.object({
  kindPoints: z.object({ repair: positivePoints, maintenance: positivePoints }),
  naturePoints: z.object(
    Object.fromEntries(WORK_ORDER_NATURES.map((nature) => [nature, positivePoints.nullable()])) as Record<
      (typeof WORK_ORDER_NATURES)[number],
      z.ZodNullable<typeof positivePoints>
    >,
  ),
  onTimeBonus: positivePoints,
  latePenalty: positivePoints,
  ratingPoints: z.tuple([points, points, points, points, points]),
});
export type AssessmentRuleBody = z.infer<typeof AssessmentRuleBodySchema>;

export const AssessmentRuleQuerySchema = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const AssessmentRuleSchema = AssessmentRuleBodySchema.extend({
  companyId: z.number(),
  /** False: no rule saved yet, these are the defaults. */
  saved: z.boolean(),
  updatedAt: z.date().nullable(),
});
export type AssessmentRuleDto = z.infer<typeof AssessmentRuleSchema>;

export const AssessmentRuleUpdateSchema = AssessmentRuleBodySchema.extend({
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
});

const DaySchema = calendarDateSchema();

/** A period of completion days (inclusive) and optionally one technician. */
export const AssessmentSearchQuerySchema = ListQuerySchema.extend({
  from: DaySchema,
  to: DaySchema,
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
}).refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] });
export type AssessmentSearchQuery = z.infer<typeof AssessmentSearchQuerySchema>;

export const AssessmentRowSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  points: z.number(),
  orders: z.number(),
  onTime: z.number(),
  late: z.number(),
  onTimeRate: z.number().nullable(),
  averageRating: z.number().nullable(),
  rated: z.number(),
});
export type AssessmentRow = z.infer<typeof AssessmentRowSchema>;

export const AssessmentOrderSchema = z.object({
  orderId: z.number(),
  number: z.string(),
  userId: z.number(),
  userName: z.string(),
  kind: z.string(),
  nature: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.date(),
  stars: z.number().nullable(),
  /** The customer's comment with the rating. */
  comment: z.string().nullable(),
  base: z.number(),
  timeliness: z.enum(['onTime', 'late', 'noDueDate']),
  timelinessPoints: z.number(),
  ratingPoints: z.number(),
  total: z.number(),
});
export type AssessmentOrder = z.infer<typeof AssessmentOrderSchema>;

export const AssessmentResultSchema = z.object({
  items: z.array(AssessmentRowSchema),
  total: z.number(),
  orders: z.array(AssessmentOrderSchema),
});
export type AssessmentResult = z.infer<typeof AssessmentResultSchema>;

export const OrderRatingBodySchema = z.object({
  stars: z
    .number({ message: 'validation.required' })
    .int({ message: 'validation.ratingStars' })
    .min(1, { message: 'validation.ratingStars' })
    .max(5, { message: 'validation.ratingStars' }),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type OrderRatingBody = z.infer<typeof OrderRatingBodySchema>;

export const OrderRatingSchema = z.object({
  orderId: z.number(),
  stars: z.number(),
  comment: z.string().nullable(),
  ratedById: z.number().nullable(),
  ratedByName: z.string().nullable(),
  ratedAt: z.date(),
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;
