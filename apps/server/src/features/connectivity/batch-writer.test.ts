import { describe, expect, it } from 'vitest';
import { createBatchWriter, createLatestWriter } from './batch-writer.js';
import type { SampleRow } from './connectivity.repository.js';

const row = (pointId: number, ts: number, value = ts): SampleRow => ({ pointId, ts, value, text: null });

describe('batch writer', () => {
  it('settles an add only once its batch is committed, and batches what arrives while writing', async () => {
    const commits: number[][] = [];
    let release!: () => void;
    const writer = createBatchWriter({
      maxDelayMs: 1,
      write: async (rows) => {
        if (commits.length === 0) await new Promise<void>((r) => (release = r));
        commits.push(rows.map((r) => r.ts));
      },
    });
    let firstDone = false;
    const first = writer.add([row(1, 1)]).then(() => (firstDone = true));
    await new Promise((r) => setTimeout(r, 10));
    const later = [writer.add([row(1, 2)]), writer.add([row(1, 3), row(2, 3)])];
    await new Promise((r) => setTimeout(r, 10));
    expect(firstDone).toBe(false);
    release();
    await Promise.all([first, ...later]);
    expect(commits).toEqual([[1], [2, 3, 3]]);
    expect(writer.stats()).toMatchObject({ batches: 2, rows: 4, failures: 0 });
  });

  it('rejects every add of a failed batch (so nothing is acknowledged) and goes on', async () => {
    let fail = true;
    const writer = createBatchWriter({
      maxDelayMs: 1,
      write: async () => {
        if (fail) throw new Error('disk full');
      },
    });
    await expect(Promise.all([writer.add([row(1, 1)]), writer.add([row(1, 2)])])).rejects.toThrow('disk full');
    fail = false;
    await expect(writer.add([row(1, 3)])).resolves.toBeUndefined();
    expect(writer.stats().failures).toBe(1);
  });

  it('writes several batches at once when allowed, and flush waits for all of them', async () => {
    let running = 0;
    let peak = 0;
    const writer = createBatchWriter({
      maxRows: 1,
      maxInFlight: 3,
      write: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      },
    });
    const adds = Array.from({ length: 6 }, (_, i) => writer.add([row(1, i)]));
    await writer.flush();
    expect(running).toBe(0);
    await Promise.all(adds);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(3);
  });
});

describe('latest writer', () => {
  it('keeps only the newest value per point and writes on flush', async () => {
    const written: SampleRow[][] = [];
    const latest = createLatestWriter({ intervalMs: 60_000, write: async (rows) => void written.push(rows) });
    latest.add([row(1, 5, 50), row(2, 1, 10)]);
    latest.add([row(1, 3, 30), row(1, 7, 70)]);
    await latest.flush();
    expect(written).toEqual([[row(1, 7, 70), row(2, 1, 10)]]);
    await latest.flush();
    expect(written).toHaveLength(1);
  });
});
