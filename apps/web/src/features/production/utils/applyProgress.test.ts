import type { PageResult, Task } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { applyProgress } from './applyProgress';

const task = (id: number, output: number, updatedAt: string) =>
  ({ id, output, scrap: 0, good: output, status: 'running', updatedAt }) as Task;
const page = (items: Task[]): PageResult<Task> => ({ items, total: items.length });
const progress = (id: number, output: number, updatedAt: string) =>
  ({
    id,
    deviceId: 1,
    operatorId: 2,
    status: 'running',
    output,
    scrap: 1,
    good: output - 1,
    attainment: 0.5,
    actualCycleSeconds: 2,
    runningMs: 1000,
    updatedAt,
  }) as const;

describe('applyProgress', () => {
  it('merges a newer push into its task and leaves the others alone', () => {
    const other = task(2, 5, '2026-11-26T08:00:00.000Z');
    const { page: next, found } = applyProgress(
      page([task(1, 3, '2026-11-26T08:00:00.000Z'), other]),
      progress(1, 9, '2026-11-26T08:00:01.000Z'),
    );
    expect(found).toBe(true);
    expect(next.items[0]).toMatchObject({ id: 1, output: 9, scrap: 1, good: 8, attainment: 0.5 });
    expect(next.items[1]).toBe(other);
  });

  it('ignores a push older than the task held, and says when the task is not in the list', () => {
    const held = page([task(1, 7, '2026-11-26T08:00:05.000Z')]);
    expect(applyProgress(held, progress(1, 3, '2026-11-26T08:00:01.000Z')).page.items[0]).toMatchObject({ output: 7 });
    const missing = applyProgress(held, progress(4, 1, '2026-11-26T08:00:09.000Z'));
    expect(missing).toEqual({ page: held, found: false });
  });
});
