import { describe, expect, it } from 'vitest';
import { AssignmentCreateSchema, StatusTableCreateSchema, TriggerCreateSchema } from './schemas.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('automation schemas', () => {
  it('limits a trigger name to 12 characters and reuses the alarm condition', () => {
    const base = { pointId: 1, condition: { op: '>', value: 80 }, minDurationMs: 10_000 };
    expect(TriggerCreateSchema.safeParse({ ...base, name: '高温启动风扇' }).success).toBe(true);
    expect(messages(TriggerCreateSchema.safeParse({ ...base, name: 'x'.repeat(13) }))).toContain('validation.tooLong');
    expect(TriggerCreateSchema.safeParse({ ...base, name: 'ok', condition: { op: '~', value: 1 } }).success).toBe(false);
  });

  it('needs the constant or the source point of an assignment, name up to 20', () => {
    const base = { triggerId: 1, targetPointId: 2, name: 'a' };
    expect(AssignmentCreateSchema.safeParse({ ...base, source: 'constant', value: 1 }).success).toBe(true);
    expect(messages(AssignmentCreateSchema.safeParse({ ...base, source: 'constant' }))).toContain('validation.required');
    expect(messages(AssignmentCreateSchema.safeParse({ ...base, source: 'point' }))).toContain('validation.assignmentSource');
    expect(messages(AssignmentCreateSchema.safeParse({ ...base, source: 'constant', value: 1, name: 'x'.repeat(21) }))).toContain(
      'validation.tooLong',
    );
  });

  it('refuses a status table with a repeated value or a separator in a text', () => {
    const entry = (value: number, zh = '停止', en = 'Stopped') => ({ value, zh, en });
    expect(StatusTableCreateSchema.safeParse({ name: 'run', entries: [entry(0), entry(1, '运行', 'Running')] }).success).toBe(true);
    expect(messages(StatusTableCreateSchema.safeParse({ name: 'run', entries: [entry(0), entry(0)] }))).toContain(
      'validation.statusDuplicate',
    );
    expect(messages(StatusTableCreateSchema.safeParse({ name: 'run', entries: [entry(0, 'a|b')] }))).toContain('validation.statusText');
    expect(messages(StatusTableCreateSchema.safeParse({ name: 'run', entries: [] }))).toContain('validation.required');
  });
});
