import { describe, expect, it } from 'vitest';
import { deleteEach } from './useBatchDelete';

describe('deleteEach', () => {
  it('deletes every id in order, one at a time', async () => {
    const calls: string[] = [];
    const remove = async (id: number) => {
      calls.push(`start ${id}`);
      await Promise.resolve();
      calls.push(`end ${id}`);
    };
    expect(await deleteEach([3, 1, 2], remove)).toBe(3);
    expect(calls).toEqual(['start 3', 'end 3', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('stops at the first refusal and leaves the rest alone', async () => {
    const removed: number[] = [];
    const remove = async (id: number) => {
      if (id === 2) throw new Error('refused');
      removed.push(id);
    };
    await expect(deleteEach([1, 2, 3], remove)).rejects.toThrow('refused');
    expect(removed).toEqual([1]);
  });
});
