import { z } from 'zod';
import { BRACKETS_PATTERN } from '../text.js';
import { CHAR_MAX_LENGTH } from './codec.js';
import { ADDRESS_MAX, isCoilArea, isKnownArea, isOctalArea } from './registers.js';
import { DATA_TYPES, DATA_TYPE_CODES, DISPLAY_FORMAT_CODES, isDataTypeCode } from './types.js';
import { TAG_AREAS } from '../device/plc-settings.js';

/** Data-point rules (spec §5 "Data points"; docs/API.md point fields). Messages are keys of messages.ts. */
export const POINT_NAME_MAX_LENGTH = 32;
/** Brackets of every kind, half- and full-width: a data-point name may contain none (spec §5). */
export const POINT_NAME_FORBIDDEN = BRACKETS_PATTERN;
export const POINT_UNIT_MAX_LENGTH = 16;
export const POINT_TEXT_MAX_LENGTH = 200;
export const REGISTER_GROUP_MAX_LENGTH = 32;
export const DECIMALS_MAX = 6;
export const START_BIT_MAX = 15;
/** Longest collection interval: one day. */
export const INTERVAL_MS_MAX = 86_400_000;

export const PointNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(POINT_NAME_MAX_LENGTH, { message: 'validation.tooLong' })
  .refine((v) => !POINT_NAME_FORBIDDEN.test(v), { message: 'validation.pointName' });

/** A whole number in [min, max]: 'validation.integer', else 'validation.between' with {min, max}. */
export function intBetween(min: number, max: number) {
  return z.number().superRefine((v, ctx) => {
    if (!Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: 'validation.integer' });
    else if (v < min || v > max) ctx.addIssue({ code: 'custom', message: 'validation.between', params: { min, max } });
  });
}

/** Optional text: trimmed, at most `max`; empty becomes null (clears the field). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v === '' ? null : v));
}

const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : key);

export const AreaSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .refine((v) => isKnownArea(v) || Object.values(TAG_AREAS).includes(v as 'opcua'), { message: 'validation.area' });
/** The point's address in a protocol without register areas: an OPC UA NodeId, an S7 address (`pointAddressIssues`). */
export const POINT_TAG_MAX_LENGTH = 400;
export const DataTypeSchema = z.literal(DATA_TYPE_CODES, { error: requiredOr('validation.dataType') });
export const DisplayFormatSchema = z.literal(DISPLAY_FORMAT_CODES, { error: requiredOr('validation.displayFormat') });

const IntervalMsSchema = z.number().superRefine((v, ctx) => {
  if (!Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: 'validation.integer' });
  else if (v <= 0) ctx.addIssue({ code: 'custom', message: 'validation.intervalPositive' });
  else if (v > INTERVAL_MS_MAX) ctx.addIssue({ code: 'custom', message: 'validation.between', params: { min: 1, max: INTERVAL_MS_MAX } });
});
const nullableNumber = z.number().nullish();

/** Every point field once, without defaults or cross-field rules. */
const fields = {
  name: PointNameSchema,
  area: AreaSchema,
  address: intBetween(0, ADDRESS_MAX),
  dataType: DataTypeSchema,
  /** Words of a Char point; ignored by the other types. */
  length: intBetween(1, CHAR_MAX_LENGTH),
  /** A bit within a register (a Bool read out of a word); null for none. */
  startBit: intBetween(0, START_BIT_MAX).nullish(),
  intervalMs: IntervalMsSchema,
  unit: optionalText(POINT_UNIT_MAX_LENGTH),
  decimals: intBetween(0, DECIMALS_MAX),
  slope: z
    .number()
    .refine((v) => v !== 0, { message: 'validation.slopeZero' })
    .nullish(),
  intercept: nullableNumber,
  upperLimit: nullableNumber,
  lowerLimit: nullableNumber,
  maxData: nullableNumber,
  minData: nullableNumber,
  maxProportion: nullableNumber,
  minProportion: nullableNumber,
  displayFormat: DisplayFormatSchema,
  writable: z.boolean(),
  save: z.boolean(),
  valueDescription: optionalText(POINT_TEXT_MAX_LENGTH),
  multiSegment: optionalText(POINT_TEXT_MAX_LENGTH),
  registerGroup: optionalText(REGISTER_GROUP_MAX_LENGTH),
  /** The status table whose words show the values (spec §3 statuses); null for the point's own words. */
  statusTableId: z.number().int().positive().max(2_147_483_647).nullish(),
  /** OPC UA NodeId or S7 address (area `opcua` / `s7`); null on Modbus. */
  tag: optionalText(POINT_TAG_MAX_LENGTH),
  /** The Modbus RTU unit the point lives on when several share the device's line; null: the device's. */
  unitId: intBetween(0, 255).nullish(),
};

/** The create shape without cross-field rules, for callers that extend it (zod refuses to extend a refined object). */
export const PointFieldsSchema = z.object({
  ...fields,
  length: fields.length.default(1),
  intervalMs: fields.intervalMs.default(1000),
  decimals: fields.decimals.default(2),
  displayFormat: fields.displayFormat.default(1),
  writable: fields.writable.default(false),
  save: fields.save.default(true),
});

type PointValues = { [K in keyof typeof fields]?: z.output<(typeof fields)[K]> | null | undefined };
type Ctx = z.core.$RefinementCtx;

const PROPORTION_FIELDS = ['maxData', 'minData', 'maxProportion', 'minProportion'] as const;

/**
 * The cross-field rules. `partial`: a rule runs only when the body carries every field it involves
 * (an update); otherwise a missing field counts as null.
 */
export function checkPointRules(v: PointValues, ctx: Ctx, partial = false): void {
  const has = (...keys: (keyof PointValues)[]) => !partial || keys.every((k) => v[k] !== undefined);
  const set = (k: keyof PointValues) => v[k] != null;
  const issue = (path: keyof PointValues, message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: 'custom', path: [path], message, ...(params ? { params } : {}) });

  if (has('area', 'dataType') && v.area != null && v.dataType != null && isCoilArea(v.area) && v.dataType !== 10) {
    issue('dataType', 'validation.coilBool');
  }
  if (has('area', 'address') && v.area != null && typeof v.address === 'number' && isOctalArea(v.area)) {
    if (!/^[0-7]+$/.test(String(v.address))) issue('address', 'validation.octalAddress');
  }

  // Upper and lower limits: together, in order, within the data range.
  const { upperLimit, lowerLimit, maxData, minData } = v;
  if (has('upperLimit', 'lowerLimit') && set('upperLimit') !== set('lowerLimit')) {
    issue(set('upperLimit') ? 'lowerLimit' : 'upperLimit', 'validation.limitsTogether');
  }
  if (upperLimit != null && lowerLimit != null && lowerLimit > upperLimit) issue('lowerLimit', 'validation.limitsOrder');
  for (const key of ['upperLimit', 'lowerLimit'] as const) {
    const limit = v[key];
    if (limit == null) continue;
    if ((minData != null && limit < minData) || (maxData != null && limit > maxData)) issue(key, 'validation.limitsWithinData');
  }

  // Max and min data: within the data type, in order.
  if (v.dataType != null && isDataTypeCode(v.dataType) && v.dataType !== 11) {
    const { min, max } = DATA_TYPES[v.dataType];
    for (const key of ['maxData', 'minData'] as const) {
      const x = v[key];
      if (x != null && (x < min || x > max)) issue(key, 'validation.dataTypeRange', { min, max });
    }
  }
  if (maxData != null && minData != null && minData >= maxData) issue('maxData', 'validation.dataOrder');

  // Max and min data are a value range and come together. Proportional conversion (spec §5's
  // formula) needs the range and both proportions: a proportion without all four is refused.
  if (has('maxData', 'minData') && set('maxData') !== set('minData'))
    issue(set('maxData') ? 'minData' : 'maxData', 'validation.dataTogether');
  if (has(...PROPORTION_FIELDS) && (set('maxProportion') || set('minProportion'))) {
    for (const key of PROPORTION_FIELDS) if (!set(key)) issue(key, 'validation.proportionTogether');
  }
}

/**
 * The decimals a point shows when its author gave none: none for a whole-number register shown as
 * read (an INT32U count reads `1`, not `1.00`), two for a float or a scaled value.
 */
export function defaultDecimals(point: { dataType?: unknown; slope?: unknown; intercept?: unknown; maxProportion?: unknown }): number {
  const whole = isDataTypeCode(point.dataType) && DATA_TYPES[point.dataType].integer;
  const scaled = [point.slope, point.intercept, point.maxProportion].some((v) => v !== undefined && v !== null && v !== '');
  return whole && !scaled ? 0 : 2;
}

/** A body without decimals gets the type's default (defaultDecimals) before it is checked. */
function withDefaultDecimals(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return body.decimals === undefined || body.decimals === null ? { ...body, decimals: defaultDecimals(body) } : raw;
}

/** A new data point (docs/API.md `POST /devices/:id/points`), defaults filled. */
export const PointCreateSchema = z.preprocess(withDefaultDecimals, PointFieldsSchema).superRefine((v, ctx) => checkPointRules(v, ctx));
export type PointCreate = z.infer<typeof PointCreateSchema>;

/**
 * A change to a data point: every field optional, no defaults, and each cross-field rule checked
 * only when the body carries all the fields it involves. This cannot see the stored point, so the
 * server merges the change into the stored point and validates the merge with PointCreateSchema
 * before saving.
 */
export const PointUpdateSchema = z
  .object({
    name: fields.name.optional(),
    area: fields.area.optional(),
    address: fields.address.optional(),
    dataType: fields.dataType.optional(),
    length: fields.length.optional(),
    startBit: fields.startBit,
    intervalMs: fields.intervalMs.optional(),
    unit: fields.unit,
    decimals: fields.decimals.optional(),
    slope: fields.slope,
    intercept: fields.intercept,
    upperLimit: fields.upperLimit,
    lowerLimit: fields.lowerLimit,
    maxData: fields.maxData,
    minData: fields.minData,
    maxProportion: fields.maxProportion,
    minProportion: fields.minProportion,
    displayFormat: fields.displayFormat.optional(),
    writable: fields.writable.optional(),
    save: fields.save.optional(),
    valueDescription: fields.valueDescription,
    multiSegment: fields.multiSegment,
    registerGroup: fields.registerGroup,
    statusTableId: fields.statusTableId,
    tag: fields.tag,
    unitId: fields.unitId,
  })
  .superRefine((v, ctx) => checkPointRules(v, ctx, true));
export type PointUpdate = z.infer<typeof PointUpdateSchema>;
