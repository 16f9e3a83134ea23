import { z } from 'zod';
import { InstallmentNoteSchema } from './event-notes.js';
import { isCalendarDate } from '../input/dates.js';
import { PERIOD_STATUSES, PLAN_STATES } from './schedule.js';
import { UNLOCK_CODE_MAX_DAYS } from './unlock-code.js';

export const INSTALLMENT_CUSTOMER_MAX = 40;
export const INSTALLMENT_PHONE_MAX = 20;
export const INSTALLMENT_NOTE_MAX = 200;
export const INSTALLMENT_PERIODS_MAX = 120;
export const INSTALLMENT_GRACE_MAX = 90;
export const INSTALLMENT_REMIND_MAX = 30;
/** A price or payment, in the company's currency. */
export const INSTALLMENT_AMOUNT_MAX = 10_000_000;

const id = z.number().int().positive().max(2_147_483_647);
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const amount = z
  .number({ message: 'validation.installmentAmount' })
  .min(0, { message: 'validation.installmentAmount' })
  .max(INSTALLMENT_AMOUNT_MAX, { message: 'validation.installmentAmount' })
  .refine(twoDecimals, { message: 'validation.installmentAmount' });
export const calendarDate = z
  .string({ message: 'validation.installmentDate' })
  .refine(isCalendarDate, { message: 'validation.installmentDate' });

/** A PLC register the gateway writes (lock) or reads (the typed unlock code). */
export const LockRegisterSchema = z.object({
  area: z.string().min(1).max(8),
  address: z.number().int().min(0).max(65535),
});
export type LockRegister = z.infer<typeof LockRegisterSchema>;

export const InstallmentPlanCreateSchema = z
  .object({
    deviceId: id,
    customerName: z
      .string({ message: 'validation.installmentCustomer' })
      .trim()
      .min(1, { message: 'validation.installmentCustomer' })
      .max(INSTALLMENT_CUSTOMER_MAX, { message: 'validation.installmentCustomer' }),
    customerPhone: z.string().trim().max(INSTALLMENT_PHONE_MAX, { message: 'validation.installmentPhone' }).nullish(),
    total: amount.refine((v) => v > 0, { message: 'validation.installmentAmount' }),
    downPayment: amount,
    periods: z
      .number({ message: 'validation.installmentPeriods' })
      .int({ message: 'validation.installmentPeriods' })
      .min(1, { message: 'validation.installmentPeriods' })
      .max(INSTALLMENT_PERIODS_MAX, { message: 'validation.installmentPeriods' }),
    firstDueDate: calendarDate,
    intervalMonths: z
      .number()
      .int()
      .min(1, { message: 'validation.installmentInterval' })
      .max(12, { message: 'validation.installmentInterval' })
      .default(1),
    graceDays: z
      .number()
      .int()
      .min(0, { message: 'validation.installmentGrace' })
      .max(INSTALLMENT_GRACE_MAX, { message: 'validation.installmentGrace' })
      .default(3),
    remindDaysBefore: z
      .number()
      .int()
      .min(0, { message: 'validation.installmentRemind' })
      .max(INSTALLMENT_REMIND_MAX, { message: 'validation.installmentRemind' })
      .default(3),
    /** The register the gateway sets to `lockValue` while locked and to `unlockValue` when unlocked. */
    lockRegister: LockRegisterSchema,
    lockValue: z.number().int().min(0).max(65535).default(1),
    unlockValue: z.number().int().min(0).max(65535).default(0),
    /** Where the HMI puts a typed unlock code (two words, high first) and reads the answer (the word after). */
    codeRegister: LockRegisterSchema.nullish(),
  })
  .refine((plan) => plan.downPayment < plan.total, { message: 'validation.installmentDownPayment', path: ['downPayment'] })
  .refine((plan) => plan.lockValue !== plan.unlockValue, { message: 'validation.installmentLockValues', path: ['unlockValue'] });
export type InstallmentPlanCreate = z.infer<typeof InstallmentPlanCreateSchema>;

/** A payment recorded by staff (multipart: these fields and an optional receipt image). */
export const InstallmentPaymentCreateSchema = z.object({
  amount: amount.refine((v) => v > 0, { message: 'validation.installmentAmount' }),
  paidOn: calendarDate,
  note: z.string().trim().max(INSTALLMENT_NOTE_MAX, { message: 'validation.installmentNote' }).nullish(),
});
export type InstallmentPaymentCreate = z.infer<typeof InstallmentPaymentCreateSchema>;

/** "Unlock now for N days" and "an unlock code for N days". */
export const InstallmentUnlockSchema = z.object({
  days: z
    .number({ message: 'validation.installmentUnlockDays' })
    .int({ message: 'validation.installmentUnlockDays' })
    .min(1, { message: 'validation.installmentUnlockDays' })
    .max(UNLOCK_CODE_MAX_DAYS, { message: 'validation.installmentUnlockDays' }),
  reason: z.string().trim().max(INSTALLMENT_NOTE_MAX, { message: 'validation.installmentNote' }).nullish(),
});
export type InstallmentUnlock = z.infer<typeof InstallmentUnlockSchema>;

export const InstallmentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  state: z.enum(PLAN_STATES).optional(),
  deviceId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(40).optional(),
});
export type InstallmentListQuery = z.infer<typeof InstallmentListQuerySchema>;

export const InstallmentPeriodSchema = z.object({
  index: z.number(),
  dueDate: z.string(),
  graceEnd: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(PERIOD_STATUSES),
});

export const InstallmentPlanSummarySchema = z.object({
  id: z.number(),
  deviceId: z.number(),
  deviceName: z.string(),
  boxId: z.string(),
  projectId: z.number(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  total: z.number(),
  downPayment: z.number(),
  paid: z.number(),
  periods: z.number(),
  state: z.enum(PLAN_STATES),
  locked: z.boolean(),
  unlockedUntil: z.string().nullable(),
  amountDue: z.number(),
  nextDueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type InstallmentPlanSummary = z.infer<typeof InstallmentPlanSummarySchema>;

export const InstallmentPaymentSchema = z.object({
  id: z.number(),
  amount: z.number(),
  paidOn: z.string(),
  note: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

export const INSTALLMENT_EVENT_KINDS = ['lock', 'unlock', 'code', 'payment', 'reminder'] as const;
export const InstallmentEventSchema = z.object({
  id: z.number(),
  kind: z.enum(INSTALLMENT_EVENT_KINDS),
  reason: InstallmentNoteSchema.nullable(),
  status: InstallmentNoteSchema.nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

export const InstallmentPlanDetailSchema = InstallmentPlanSummarySchema.extend({
  firstDueDate: z.string(),
  intervalMonths: z.number(),
  graceDays: z.number(),
  remindDaysBefore: z.number(),
  lockRegister: LockRegisterSchema,
  lockValue: z.number(),
  unlockValue: z.number(),
  codeRegister: LockRegisterSchema.nullable(),
  schedule: z.array(InstallmentPeriodSchema),
  payments: z.array(InstallmentPaymentSchema),
  events: z.array(InstallmentEventSchema),
});
export type InstallmentPlanDetail = z.infer<typeof InstallmentPlanDetailSchema>;

export const InstallmentCodeAnswerSchema = z.object({ code: z.string(), days: z.number(), counter: z.number() });
