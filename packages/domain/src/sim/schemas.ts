import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { EMAIL_PATTERN } from '../account/rules.js';
import { PageQuerySchema } from '../http/envelope.js';
import { CYCLE_DAY_MAX } from './cycle.js';
import { iccidValid, imsiValid, msisdnValid } from './identifiers.js';

/** SIM cards (spec §1 SIM card management, §2 /SIM and /card): the cards of the company's devices. */
export const SIM_CARRIERS = ['china_mobile', 'china_unicom', 'china_telecom', 'other'] as const;
export type SimCarrier = (typeof SIM_CARRIERS)[number];
/** Who answers for the card: OneLink (China Mobile's IoT card API) or nobody (managed elsewhere, entered by hand). */
export const SIM_PROVIDERS = ['onelink', 'manual'] as const;
export type SimProvider = (typeof SIM_PROVIDERS)[number];
/** The card's state at the carrier (OneLink cardStatus 1, 2, 4, 6, 7, 8). */
export const SIM_STATUSES = ['inactive', 'active', 'suspended', 'testing', 'stock', 'cancelling'] as const;
export type SimStatus = (typeof SIM_STATUSES)[number];
/** What a card's row says at a glance: over its warning level, expiring within 30 days, expired. */
export const SIM_FLAGS = ['warning', 'expiring', 'expired'] as const;
export type SimFlag = (typeof SIM_FLAGS)[number];
export const SIM_EXPIRING_DAYS = 30;
export const SIM_OPERATION_KINDS = ['renew', 'changePlan', 'extend', 'topUp'] as const;
export type SimOperationKind = (typeof SIM_OPERATION_KINDS)[number];

export const SIM_PLAN_NAME_MAX = 30;
export const SIM_DATA_MB_MAX = 10_000_000;
export const SIM_FEE_MAX = 100_000;
export const SIM_REMARK_MAX = 200;
export const SIM_RENEW_MONTHS_MAX = 36;
export const SIM_EXTEND_DAYS_MAX = 365;
export const SIM_WARNING_DEFAULT = 80;
export const SIM_BATCH_MAX = 500;

const id = z.number().int().positive().max(2_147_483_647);
const date = calendarDateSchema('validation.calendarDate');
const money = (max: number, message: string) =>
  z
    .number({ message })
    .min(0, { message })
    .max(max, { message })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message });
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const IccidSchema = z.string({ message: 'validation.iccid' }).trim().refine(iccidValid, { message: 'validation.iccid' });
const imsi = z.string().trim().refine(imsiValid, { message: 'validation.imsi' });
const msisdn = z.string().trim().refine(msisdnValid, { message: 'validation.msisdn' });
const planName = z
  .string({ message: 'validation.simPlanName' })
  .trim()
  .min(1, { message: 'validation.simPlanName' })
  .max(SIM_PLAN_NAME_MAX, { message: 'validation.simPlanName' });
const dataMb = wholeNumber(0, SIM_DATA_MB_MAX, 'validation.simDataMb');
const fee = money(SIM_FEE_MAX, 'validation.simFee');
const remark = z.string().trim().max(SIM_REMARK_MAX, { message: 'validation.simRemark' });
/** An offering (plan) code of the carrier, e.g. OneLink's offeringId, and a top-up's package code. */
export const OFFERING_ID_MAX_LENGTH = 32;
const offeringId = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_-]{0,${OFFERING_ID_MAX_LENGTH}}$`), { message: 'validation.offeringId' });

/** The card's own fields, changed by editing it (the plan and dates change only through the actions). */
const cardFields = {
  deviceId: id,
  imsi: imsi.nullable().default(null),
  msisdn: msisdn.nullable().default(null),
  carrier: z.enum(SIM_CARRIERS, { message: 'validation.invalid' }),
  provider: z.enum(SIM_PROVIDERS, { message: 'validation.invalid' }),
  activatedOn: date.nullable().default(null),
  cycleDay: wholeNumber(1, CYCLE_DAY_MAX, 'validation.cycleDay').default(1),
  warningPercent: wholeNumber(1, 100, 'validation.warningPercent').default(SIM_WARNING_DEFAULT),
  remark: remark.default(''),
};

export const SimCardCreateSchema = z.object({
  ...cardFields,
  iccid: IccidSchema,
  planName,
  planDataMb: dataMb,
  monthlyFee: fee.default(0),
  offeringId: offeringId.default(''),
  expiresOn: date,
});
export type SimCardCreate = z.infer<typeof SimCardCreateSchema>;

export const SimCardUpdateSchema = z.object(cardFields);
export type SimCardUpdate = z.infer<typeof SimCardUpdateSchema>;

/** Renew (IOT_renew, continuation_cycle): pay for more months of the current plan. */
export const SimRenewSchema = z.object({
  months: wholeNumber(1, SIM_RENEW_MONTHS_MAX, 'validation.renewMonths'),
  remark: remark.default(''),
});
export type SimRenew = z.infer<typeof SimRenewSchema>;

/** Extend period (IOT_append): days of grace on the expiry date. */
export const SimExtendSchema = z.object({
  days: wholeNumber(1, SIM_EXTEND_DAYS_MAX, 'validation.extendDays'),
  remark: remark.default(''),
});
export type SimExtend = z.infer<typeof SimExtendSchema>;

/** Change plan (IOT_change): a new monthly allowance and fee from now on. */
export const SimChangePlanSchema = z.object({
  planName,
  planDataMb: dataMb,
  monthlyFee: fee,
  offeringId: offeringId.default(''),
  remark: remark.default(''),
});
export type SimChangePlan = z.infer<typeof SimChangePlanSchema>;

/** Top-up data pack (refuelingBag): extra data for the current cycle only. */
export const SimTopUpSchema = z.object({
  dataMb: wholeNumber(1, SIM_DATA_MB_MAX, 'validation.topUpMb'),
  fee: fee.default(0),
  /** The carrier's package code (OneLink packageType), when the carrier sells it. */
  packageCode: offeringId.default(''),
  remark: remark.default(''),
});
export type SimTopUp = z.infer<typeof SimTopUpSchema>;

/** Batch actions on the card list: a new warning level, or a usage sync now. */
export const SimBatchSchema = z.object({
  ids: z.array(id).min(1, { message: 'validation.selectOne' }).max(SIM_BATCH_MAX),
});
export const SimBatchWarningSchema = SimBatchSchema.extend({
  warningPercent: wholeNumber(1, 100, 'validation.warningPercent'),
});
export type SimBatchWarning = z.infer<typeof SimBatchWarningSchema>;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();
export const SimCardListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(40).optional(),
  projectId: optionalId,
  deviceId: optionalId,
  carrier: z.enum(SIM_CARRIERS).optional(),
  provider: z.enum(SIM_PROVIDERS).optional(),
  status: z.enum(SIM_STATUSES).optional(),
  flag: z.enum(SIM_FLAGS).optional(),
});
export type SimCardListQuery = z.infer<typeof SimCardListQuerySchema>;

export const SimCardSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  iccid: z.string(),
  imsi: z.string().nullable(),
  msisdn: z.string().nullable(),
  carrier: z.enum(SIM_CARRIERS),
  provider: z.enum(SIM_PROVIDERS),
  status: z.enum(SIM_STATUSES),
  planName: z.string(),
  planDataMb: z.number(),
  monthlyFee: z.number(),
  offeringId: z.string(),
  activatedOn: z.string().nullable(),
  expiresOn: z.string(),
  cycleDay: z.number(),
  cycleStart: z.string(),
  /** Data used in the current cycle and the cycle's allowance (plan + top-ups), in MB. */
  usedMb: z.number(),
  topUpMb: z.number(),
  allowanceMb: z.number(),
  usagePercent: z.number(),
  warningPercent: z.number(),
  flags: z.array(z.enum(SIM_FLAGS)),
  daysToExpiry: z.number(),
  remark: z.string(),
  lastSyncAt: z.string().nullable(),
  syncError: z.string().nullable(),
});
export type SimCard = z.infer<typeof SimCardSchema>;

export const SimUsageDaySchema = z.object({ day: z.string(), usedMb: z.number() });
export type SimUsageDay = z.infer<typeof SimUsageDaySchema>;

export const SimOperationSchema = z.object({
  id: z.number(),
  kind: z.enum(SIM_OPERATION_KINDS),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type SimOperation = z.infer<typeof SimOperationSchema>;

export const SimCardDetailSchema = SimCardSchema.extend({
  /** Data used per day over the last cycles, oldest first (the usage chart). */
  usage: z.array(SimUsageDaySchema),
  operations: z.array(SimOperationSchema),
});
export type SimCardDetail = z.infer<typeof SimCardDetailSchema>;

// Invoice applications (spec §2 invoice_application, invoice_records_SIM): an invoice for the fees of some cards.

export const INVOICE_KINDS = ['normal', 'special'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TITLE_MIN = 2;
export const INVOICE_TITLE_MAX = 50;
export const INVOICE_AMOUNT_MAX = 10_000_000;
/** The unified social credit code (18) or an older tax number (15 to 20), digits and capitals. */
export const TAX_NUMBER_MAX_LENGTH = 20;
export const TAX_NUMBER_PATTERN = new RegExp(`^[0-9A-Z]{15,${TAX_NUMBER_MAX_LENGTH}}$`);
/** The address an invoice is sent to. */
export const INVOICE_EMAIL_MAX_LENGTH = 100;
/** An issued invoice's number. */
export const INVOICE_NO_MAX_LENGTH = 32;

const optionalText = (max: number, message: string) => z.string().trim().max(max, { message }).default('');

export const InvoiceApplicationCreateSchema = z
  .object({
    cardIds: z.array(id).min(1, { message: 'validation.selectOne' }).max(SIM_BATCH_MAX),
    kind: z.enum(INVOICE_KINDS, { message: 'validation.invalid' }),
    title: z
      .string({ message: 'validation.invoiceTitle' })
      .trim()
      .min(INVOICE_TITLE_MIN, { message: 'validation.invoiceTitle' })
      .max(INVOICE_TITLE_MAX, { message: 'validation.invoiceTitle' }),
    taxNumber: z.string({ message: 'validation.taxNumber' }).trim().regex(TAX_NUMBER_PATTERN, { message: 'validation.taxNumber' }),
    amount: money(INVOICE_AMOUNT_MAX, 'validation.invoiceAmount').refine((v) => v > 0, { message: 'validation.invoiceAmount' }),
    email: z
      .string({ message: 'validation.email' })
      .trim()
      .max(INVOICE_EMAIL_MAX_LENGTH, { message: 'validation.email' })
      .regex(EMAIL_PATTERN, { message: 'validation.email' }),
    /** A special (VAT) invoice also needs the buyer's registered address, phone, bank and account. */
    address: optionalText(100, 'validation.invoiceField'),
    phone: optionalText(20, 'validation.invoiceField'),
    bank: optionalText(50, 'validation.invoiceField'),
    bankAccount: optionalText(32, 'validation.invoiceField'),
    remark: remark.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'special') return;
    for (const field of ['address', 'phone', 'bank', 'bankAccount'] as const) {
      if (!body[field]) ctx.addIssue({ code: 'custom', message: 'validation.invoiceSpecialField', path: [field] });
    }
  });
export type InvoiceApplicationCreate = z.infer<typeof InvoiceApplicationCreateSchema>;

/** Settling an application: issued with the invoice's number, or rejected with a reason. */
export const InvoiceProcessSchema = z
  .object({
    outcome: z.enum(['issued', 'rejected'], { message: 'validation.invalid' }),
    invoiceNo: z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9-]{0,${INVOICE_NO_MAX_LENGTH}}$`), { message: 'validation.invoiceNo' })
      .default(''),
    note: remark.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'issued' && !body.invoiceNo)
      ctx.addIssue({ code: 'custom', message: 'validation.invoiceNo', path: ['invoiceNo'] });
  });
export type InvoiceProcess = z.infer<typeof InvoiceProcessSchema>;

export const InvoiceListQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceApplicationSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  title: z.string(),
  taxNumber: z.string(),
  amount: z.number(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  remark: z.string(),
  cards: z.array(z.object({ id: z.number(), iccid: z.string(), msisdn: z.string().nullable() })),
  status: z.enum(INVOICE_STATUSES),
  invoiceNo: z.string(),
  note: z.string(),
  applicantName: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type InvoiceApplication = z.infer<typeof InvoiceApplicationSchema>;
