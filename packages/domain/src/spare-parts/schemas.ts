import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { PART_APPLICATION_STATUSES, STOCK_MOVEMENT_TYPES } from './states.js';

/** Limits of a catalogue part and of applications (issue 8 spare parts). */
export const PART_CODE_MAX_LENGTH = 32;
export const PART_NAME_MAX_LENGTH = 64;
export const PART_MODEL_MAX_LENGTH = 64;
export const PART_UNIT_MAX_LENGTH = 16;
export const PART_REMARKS_MAX_LENGTH = 200;
export const PART_NOTE_MAX_LENGTH = 200;
export const PART_PRICE_MAX = 100_000_000;
export const PART_QUANTITY_MAX = 100_000;
/** Letters, digits and . _ - / */
export const PART_CODE_PATTERN = /^[A-Za-z0-9._\-/]+$/;

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

const quantity = z
  .number({ message: 'validation.required' })
  .int({ message: 'validation.partQuantity' })
  .min(1, { message: 'validation.partQuantity' })
  .max(PART_QUANTITY_MAX, { message: 'validation.partQuantity' });

const safetyStock = z
  .number()
  .int({ message: 'validation.partQuantity' })
  .min(0, { message: 'validation.partQuantity' })
  .max(PART_QUANTITY_MAX, { message: 'validation.partQuantity' });

export const PartCreateSchema = z.object({
  /** Grade 0 names the company; everyone else creates in their own. */
  companyId: id.optional(),
  code: requiredText(PART_CODE_MAX_LENGTH).regex(PART_CODE_PATTERN, { message: 'validation.partCode' }),
  name: requiredText(PART_NAME_MAX_LENGTH),
  model: optionalText(PART_MODEL_MAX_LENGTH),
  unit: requiredText(PART_UNIT_MAX_LENGTH),
  price: z
    .number({ message: 'validation.required' })
    .min(0, { message: 'validation.partPrice' })
    .max(PART_PRICE_MAX, { message: 'validation.partPrice' }),
  safetyStock: safetyStock.default(0),
  remarks: optionalText(PART_REMARKS_MAX_LENGTH),
  /** Stock on hand when the part is entered (recorded as a purchase). */
  initialStock: z
    .number()
    .int({ message: 'validation.partQuantity' })
    .min(0, { message: 'validation.partQuantity' })
    .max(PART_QUANTITY_MAX, { message: 'validation.partQuantity' })
    .optional(),
});
export type PartCreate = z.infer<typeof PartCreateSchema>;
export type PartCreateInput = z.input<typeof PartCreateSchema>;

/** Every field optional and none defaulted: what is left out stays as it is. */
export const PartUpdateSchema = PartCreateSchema.omit({ companyId: true, initialStock: true, safetyStock: true })
  .extend({ safetyStock })
  .partial();
export type PartUpdate = z.infer<typeof PartUpdateSchema>;

export const PartListQuerySchema = ListQuerySchema.extend({
  /** Only parts below their safety stock. */
  lowStock: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type PartListQuery = z.infer<typeof PartListQuerySchema>;

export const PartSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  code: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  unit: z.string(),
  price: z.number(),
  safetyStock: z.number(),
  stock: z.number(),
  remarks: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Part = z.infer<typeof PartSchema>;

/** Stock in (purchase, return) or a signed adjustment; issues go through applications only. */
export const StockChangeSchema = z
  .object({
    type: z.enum(['purchase', 'return', 'adjust'], { message: 'validation.invalid' }),
    quantity: z
      .number({ message: 'validation.required' })
      .int({ message: 'validation.partQuantity' })
      .min(-PART_QUANTITY_MAX, { message: 'validation.partQuantity' })
      .max(PART_QUANTITY_MAX, { message: 'validation.partQuantity' }),
    note: optionalText(PART_NOTE_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (value.quantity === 0 || (value.type !== 'adjust' && value.quantity < 0))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.partQuantity' });
  });
export type StockChange = z.infer<typeof StockChangeSchema>;

export const PartApplicationCreateSchema = z.object({
  orderId: id,
  partId: id,
  quantity,
  note: optionalText(PART_NOTE_MAX_LENGTH),
});
export type PartApplicationCreate = z.infer<typeof PartApplicationCreateSchema>;

export const PartApplicationActionSchema = z.object({ note: optionalText(PART_NOTE_MAX_LENGTH) }).nullish();
export type PartApplicationActionBody = z.infer<typeof PartApplicationActionSchema>;

const DaySchema = calendarDateSchema();

export const PartApplicationListQuerySchema = ListQuerySchema.extend({
  orderId: queryId.optional(),
  partId: queryId.optional(),
  status: z.enum(PART_APPLICATION_STATUSES, { message: 'validation.invalid' }).optional(),
  /** `me`: the caller's own applications. */
  applicantId: z.union([z.literal('me'), queryId]).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type PartApplicationListQuery = z.infer<typeof PartApplicationListQuerySchema>;

export const PartApplicationSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  partId: z.number(),
  partCode: z.string(),
  partName: z.string(),
  partModel: z.string().nullable(),
  unit: z.string(),
  stock: z.number(),
  quantity: z.number(),
  status: z.enum(PART_APPLICATION_STATUSES),
  note: z.string().nullable(),
  applicantId: z.number().nullable(),
  applicantName: z.string().nullable(),
  approverId: z.number().nullable(),
  approverName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.date().nullable(),
  issuedById: z.number().nullable(),
  issuedAt: z.date().nullable(),
  version: z.number(),
  createdAt: z.date(),
});
export type PartApplication = z.infer<typeof PartApplicationSchema>;

export const StockMovementListQuerySchema = ListQuerySchema.extend({
  partId: queryId.optional(),
  orderId: queryId.optional(),
  type: z.enum(STOCK_MOVEMENT_TYPES, { message: 'validation.invalid' }).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type StockMovementListQuery = z.infer<typeof StockMovementListQuerySchema>;

export const StockMovementSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  partId: z.number(),
  partCode: z.string(),
  partName: z.string(),
  type: z.enum(STOCK_MOVEMENT_TYPES),
  /** Signed: positive in, negative out. */
  quantity: z.number(),
  /** The stock right after the movement. */
  balance: z.number(),
  orderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  applicationId: z.number().nullable(),
  byUserId: z.number().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.date(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;
