import type { MessageKey } from '@fieldlink/domain';
import type { z } from 'zod';
import type { Actor } from './actor.js';
import { AppError, RequestValidationError } from './app-error.js';

/** One operation-log row: who did what to which object, with the object before and after. */
export interface AuditChange {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  /** The company the object belongs to, when it differs from the actor's (grade 0 acting on a company). */
  companyId?: number | null;
}

/** Where audited writes log (the audit feature's service). */
export interface AuditLog {
  change(actor: Actor, change: AuditChange): Promise<void>;
}

/** What every audited object has: an ID (and, most often, the company it belongs to). */
export interface Audited {
  id: number | string;
  companyId?: number | null;
}

/**
 * The skeleton of a create, update or delete with its operation-log row (`<objectType>.create`,
 * `.<updateVerb>`, `.delete`): the write runs first (with whatever it must do beside the row), then the
 * row is logged with the object's company. `details` replaces any part of the logged change (another
 * action, company or snapshot) where a feature logs more or differently.
 */
export function auditedWrites<Row extends Audited>(options: {
  audit: AuditLog;
  objectType: string;
  /** The update's verb in the action ('edit' or 'update': each feature kept its own). */
  updateVerb: 'edit' | 'update';
  /** What the log keeps of a row (the row itself unless given). */
  logged?: (row: Row) => unknown;
  /** The company a row belongs to (its `companyId` unless given; `undefined`: the actor's). */
  companyOf?: (row: Row) => number | null | undefined;
  /** The message of the 404 when an update finds no row (the code's own unless given). */
  notFound?: MessageKey;
}) {
  const { audit, objectType } = options;
  const logged = options.logged ?? ((row: Row) => row);
  const companyOf = options.companyOf ?? ((row: Row) => row.companyId);
  const log = (actor: Actor, verb: string, row: Row, change: Partial<AuditChange>, details: Partial<AuditChange> = {}) =>
    audit.change(actor, {
      action: `${objectType}.${verb}`,
      objectType,
      objectId: row.id,
      companyId: companyOf(row),
      ...change,
      ...details,
    });

  return {
    /** Inserts, then logs the new row. */
    async create(actor: Actor, insert: () => Promise<Row>, details?: Partial<AuditChange>): Promise<Row> {
      const row = await insert();
      await log(actor, 'create', row, { after: logged(row) }, details);
      return row;
    },

    /** Updates (no row back: 404), then logs the row before and after. */
    async update(actor: Actor, before: Row, write: () => Promise<Row | undefined>, details?: Partial<AuditChange>): Promise<Row> {
      const after = await write();
      if (!after) throw new AppError('NOT_FOUND', {}, options.notFound);
      await log(actor, options.updateVerb, after, { objectId: before.id, before: logged(before), after: logged(after) }, details);
      return after;
    },

    /** Deletes, then logs the row that was. */
    async remove(actor: Actor, before: Row, write: () => Promise<unknown>, details?: Partial<AuditChange>): Promise<void> {
      await write();
      await log(actor, 'delete', before, { before: logged(before) }, details);
    },
  };
}

/**
 * A partial change laid over the stored object and checked as a whole by the create schema, so a
 * change cannot reach a state a create would refuse; a failure is a 400 on the body's fields.
 */
export function mergedPatch<S extends z.ZodType>(schema: S, stored: object, patch: object): z.output<S> {
  const merged = schema.safeParse({ ...stored, ...patch }, { reportInput: true });
  if (!merged.success) throw new RequestValidationError(merged.error.issues, 'body');
  return merged.data;
}
