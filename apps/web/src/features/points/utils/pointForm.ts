import {
  TAG_AREAS,
  PointFieldsSchema,
  checkPointRules,
  isMessageKey,
  type DataTypeCode,
  type DisplayFormatCode,
  type MessageKey,
} from '@fieldlink/domain';
import type { z } from 'zod';
import { schemaProblem, type SchemaProblem } from '../../../lib/forms/schemaProblem';
import type { PointRow } from '../api/pointsApi';

export type PointBody = z.input<typeof PointFieldsSchema>;
export type PointField = keyof typeof PointFieldsSchema.shape;

/** The point form's values: numbers from number inputs (null when cleared), text ('' when empty). */
export interface PointFormValues {
  name?: string;
  area?: string;
  address?: number | null;
  dataType?: DataTypeCode;
  length?: number | null;
  startBit?: number | null;
  intervalMs?: number | null;
  unit?: string;
  decimals?: number | null;
  slope?: number | null;
  intercept?: number | null;
  upperLimit?: number | null;
  lowerLimit?: number | null;
  maxData?: number | null;
  minData?: number | null;
  maxProportion?: number | null;
  minProportion?: number | null;
  displayFormat?: DisplayFormatCode;
  writable?: boolean;
  save?: boolean;
  valueDescription?: string;
  multiSegment?: string;
  registerGroup?: string;
  statusTableId?: number | null;
  /** OPC UA NodeId or S7 address, on devices of those protocols. */
  tag?: string;
  /** The Modbus RTU unit of the point when not the device's. */
  unitId?: number | null;
}

export const POINT_FIELDS = Object.keys(PointFieldsSchema.shape) as PointField[];

/** Fields whose cross-field rules involve each other: a change to one re-checks the others. */
export const POINT_DEPENDENCIES: Partial<Record<PointField, PointField[]>> = {
  area: ['dataType', 'address'],
  dataType: ['area', 'maxData', 'minData'],
  address: ['area'],
  upperLimit: ['lowerLimit', 'maxData', 'minData'],
  lowerLimit: ['upperLimit', 'maxData', 'minData'],
  maxData: ['minData', 'upperLimit', 'lowerLimit', 'dataType', 'maxProportion', 'minProportion'],
  minData: ['maxData', 'upperLimit', 'lowerLimit', 'dataType', 'maxProportion', 'minProportion'],
  maxProportion: ['minProportion', 'maxData', 'minData'],
  minProportion: ['maxProportion', 'maxData', 'minData'],
};

export const POINT_FORM_DEFAULTS: PointFormValues = {
  length: 1,
  intervalMs: 1000,
  decimals: 2,
  displayFormat: 1,
  writable: false,
  save: true,
};

const REQUIRED: readonly PointField[] = ['name', 'area', 'address', 'dataType', 'length', 'intervalMs', 'decimals', 'displayFormat'];

export function pointToFormValues(point: PointRow): PointFormValues {
  return {
    name: point.name,
    area: point.area,
    address: point.address,
    dataType: point.dataType as DataTypeCode,
    length: point.length,
    startBit: point.startBit,
    intervalMs: point.intervalMs,
    unit: point.unit ?? '',
    decimals: point.decimals,
    slope: point.slope,
    intercept: point.intercept,
    upperLimit: point.upperLimit,
    lowerLimit: point.lowerLimit,
    maxData: point.maxData,
    minData: point.minData,
    maxProportion: point.maxProportion,
    minProportion: point.minProportion,
    displayFormat: point.displayFormat as DisplayFormatCode,
    writable: point.writable,
    save: point.save,
    valueDescription: point.valueDescription ?? '',
    multiSegment: point.multiSegment ?? '',
    registerGroup: point.registerGroup ?? '',
    statusTableId: point.statusTableId ?? null,
    tag: point.tag ?? '',
    unitId: point.unitId ?? null,
  };
}

const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null);
const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The body of POST /devices/:id/points and PUT /points/:id: every field, cleared ones null. */
export function toPointBody(values: PointFormValues, protocol?: string): PointBody {
  const tagArea = protocol ? (TAG_AREAS as Record<string, string>)[protocol] : undefined;
  return {
    name: (values.name ?? '').trim(),
    area: tagArea ?? values.area ?? '',
    address: tagArea ? 0 : (values.address as number),
    tag: tagArea ? text(values.tag) : null,
    unitId: protocol === 'modbus_rtu' ? num(values.unitId) : null,
    dataType: values.dataType as DataTypeCode,
    length: values.length ?? undefined,
    startBit: num(values.startBit),
    intervalMs: values.intervalMs ?? undefined,
    unit: text(values.unit),
    decimals: values.decimals ?? undefined,
    slope: num(values.slope),
    intercept: num(values.intercept),
    upperLimit: num(values.upperLimit),
    lowerLimit: num(values.lowerLimit),
    maxData: num(values.maxData),
    minData: num(values.minData),
    maxProportion: num(values.maxProportion),
    minProportion: num(values.minProportion),
    displayFormat: values.displayFormat,
    writable: values.writable ?? false,
    save: values.save ?? true,
    valueDescription: text(values.valueDescription),
    multiSegment: text(values.multiSegment),
    registerGroup: text(values.registerGroup),
    statusTableId: values.statusTableId ?? null,
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What is wrong with the form, per field: the field's own rule first, then the cross-field rules
 * of the domain (checkPointRules), each shown on the field it names.
 */
export function pointProblems(values: PointFormValues): Map<PointField, SchemaProblem> {
  const problems = new Map<PointField, SchemaProblem>();
  for (const field of POINT_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (REQUIRED.includes(field) && isEmpty(value)) {
      problems.set(field, { key: 'validation.required', params: {} });
      continue;
    }
    if (isEmpty(value)) continue;
    const problem = schemaProblem(PointFieldsSchema.shape[field], typeof value === 'string' ? value.trim() : value);
    if (problem) problems.set(field, problem);
  }
  const body = toPointBody(values);
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string; params?: Record<string, number> }) => {
      const field = issue.path?.[0] as PointField | undefined;
      if (!field || problems.has(field)) return;
      const key: MessageKey = issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
      problems.set(field, { key, params: issue.params ?? {} });
    },
  };
  checkPointRules(body as Parameters<typeof checkPointRules>[0], ctx as unknown as Parameters<typeof checkPointRules>[1]);
  return problems;
}
