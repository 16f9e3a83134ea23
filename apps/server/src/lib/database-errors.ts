import { AppError } from './app-error.js';

/** The fields PostgreSQL (node-postgres and PGlite alike) puts on the error of a refused statement. */
interface DatabaseErrorFields {
  code?: unknown;
  detail?: unknown;
  column?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Drizzle's message for an update whose body named no column it knows. */
const NOTHING_TO_SET = 'No values to set';

/** SQLSTATE: five characters, class 22 (data exception) or 23 (integrity constraint violation). */
const INPUT_STATE = /^2[23][0-9A-Z]{3}$/;

/** The database's own error inside a driver's wrapping (Drizzle keeps it as `cause`). */
function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  let e = error as DatabaseErrorFields | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if (typeof e.code === 'string' && INPUT_STATE.test(e.code)) return e;
    if (e.message === NOTHING_TO_SET) return e;
    e = e.cause as DatabaseErrorFields | undefined;
  }
  return undefined;
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The request field a key names: `Key (region_id)=(7) is not present …` is `regionId`; of a key over
 * several columns the ones past the company (`(company_id, name)` is `name`).
 */
export function fieldOfKey(detail: unknown): string | undefined {
  const match = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail) : null;
  if (!match?.[1]) return undefined;
  const columns = match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  const named = columns.length > 1 ? columns.filter((column) => column !== 'company_id') : columns;
  return named.map(camel).join(', ');
}

/**
 * A statement the database refused because of what the request held, as the 4xx it is: a reference
 * to no row (23503) a 400 naming the field, a row still referenced a 409, a duplicate (23505) a 409,
 * a missing value (23502) a 400 naming it, any other data exception or check (class 22, 23514) a
 * 400; an update with nothing to set a 400. Anything else is no input error: `undefined`.
 */
export function inputErrorOf(error: unknown): AppError | undefined {
  const e = databaseErrorOf(error);
  if (!e) return undefined;
  if (e.message === NOTHING_TO_SET) return new AppError('VALIDATION_FAILED', {}, 'input.nothingToChange');
  const field = fieldOfKey(e.detail) ?? (typeof e.column === 'string' ? camel(e.column) : undefined);
  switch (e.code) {
    case '23503':
      if (typeof e.detail === 'string' && e.detail.includes('still referenced'))
        return new AppError('CONFLICT', {}, 'input.stillReferenced');
      return field
        ? new AppError('VALIDATION_FAILED', { field }, 'input.unknownReference', field)
        : new AppError('VALIDATION_FAILED', {}, 'input.unknownRecord');
    case '23505':
      return field ? new AppError('CONFLICT', { field }, 'input.duplicate', field) : new AppError('CONFLICT', {}, 'input.duplicateRow');
    case '23502':
      return new AppError('VALIDATION_FAILED', {}, 'validation.required', field);
    case '22001':
      return new AppError('VALIDATION_FAILED', {}, 'input.tooLong', field);
    case '22003':
      return new AppError('VALIDATION_FAILED', {}, 'input.outOfRange', field);
    default:
      return new AppError('VALIDATION_FAILED', {}, 'input.invalidValue', field);
  }
}
