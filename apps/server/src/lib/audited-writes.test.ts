import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError, RequestValidationError } from './app-error.js';
import { auditedWrites, mergedPatch, type AuditChange } from './audited-writes.js';

const actor = { userId: 1, userName: 'a', companyId: 7, ip: '127.0.0.1' };

interface Thing {
  id: number;
  companyId: number | null;
  name: string;
}

function setup(options: Partial<Parameters<typeof auditedWrites<Thing>>[0]> = {}) {
  const changes: AuditChange[] = [];
  const audit = { change: async (_actor: unknown, change: AuditChange) => void changes.push(change) };
  const writes = auditedWrites<Thing>({
    audit,
    objectType: 'thing',
    updateVerb: 'edit',
    ...options,
  });
  return { writes, changes };
}

describe('auditedWrites', () => {
  it('logs a create, an update and a delete with the rows and the object’s company', async () => {
    const { writes, changes } = setup();
    const row = await writes.create(actor, async () => ({ id: 3, companyId: 2, name: 'a' }));
    const after = await writes.update(actor, row, async () => ({ ...row, name: 'b' }));
    await writes.remove(actor, after, async () => undefined);
    expect(changes).toEqual([
      { action: 'thing.create', objectType: 'thing', objectId: 3, after: row, companyId: 2 },
      { action: 'thing.edit', objectType: 'thing', objectId: 3, before: row, after, companyId: 2 },
      { action: 'thing.delete', objectType: 'thing', objectId: 3, before: after, companyId: 2 },
    ]);
  });

  it('lets the caller log another action, company or snapshot', async () => {
    const { writes, changes } = setup({ logged: (row) => ({ name: row.name }) });
    await writes.create(actor, async () => ({ id: 1, companyId: 2, name: 'a' }), { action: 'thing.import', companyId: null });
    expect(changes).toEqual([{ action: 'thing.import', objectType: 'thing', objectId: 1, after: { name: 'a' }, companyId: null }]);
  });

  it('answers 404 (with the feature’s message) and logs nothing when the update finds no row', async () => {
    const { writes, changes } = setup({ notFound: 'error.partNotFound' });
    const error = await writes.update(actor, { id: 1, companyId: 1, name: 'a' }, async () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'error.partNotFound' });
    expect(changes).toEqual([]);
  });
});

describe('mergedPatch', () => {
  const Schema = z.object({ low: z.number(), high: z.number() }).refine((v) => v.low <= v.high);

  it('lays the patch over the stored object and checks the whole', () => {
    expect(mergedPatch(Schema, { low: 1, high: 5 }, { high: 9 })).toEqual({ low: 1, high: 9 });
    expect(() => mergedPatch(Schema, { low: 1, high: 5 }, { low: 6 })).toThrow(RequestValidationError);
  });
});
