import type { Database } from '../db/client.js';
import { createConnectivityRepository } from '../features/connectivity/connectivity.repository.js';
import { createRollupsRepository } from '../features/history/rollups.repository.js';
import { DEMO_BOXES } from './demo-plant.js';
import { createDemoHistoryRepository, type CurveSpec } from './demo-history.repository.js';

const STEP_S = 300;
const DAYS = 30;
const SAMPLES = (DAYS * 86_400) / STEP_S;

/** Realistic enough curves per demo point name: level, daily swing, noise (counters rise). */
const PROFILES: Record<string, Omit<CurveSpec, 'pointId' | 'phase' | 'gapAt' | 'gapLen'>> = {
  barrel_temp: { kind: 0, base: 220, amp: 8, noise: 1.5, slope: 0 },
  mould_temp: { kind: 0, base: 45, amp: 3, noise: 0.6, slope: 0 },
  inject_pressure: { kind: 0, base: 12, amp: 3, noise: 0.8, slope: 0 },
  screw_speed: { kind: 0, base: 120, amp: 20, noise: 4, slope: 0 },
  // Counters end where the simulated PLCs start counting (demo-profiles), so no period shows a drop.
  cycle_count: { kind: 1, base: 152_300 - 9 * SAMPLES, amp: 0, noise: 0, slope: 9 },
  running: { kind: 2, base: 0, amp: 0, noise: 0, slope: 0 },
  supply_temp: { kind: 0, base: 7, amp: 1, noise: 0.2, slope: 0 },
  return_temp: { kind: 0, base: 12, amp: 1.5, noise: 0.3, slope: 0 },
  compressor_current: { kind: 0, base: 30, amp: 8, noise: 1.2, slope: 0 },
  flow: { kind: 0, base: 25, amp: 3, noise: 0.5, slope: 0 },
  line_speed: { kind: 0, base: 60, amp: 15, noise: 3, slope: 0 },
  good_count: { kind: 1, base: 482_100 - 50 * SAMPLES, amp: 0, noise: 0, slope: 50 },
  reject_count: { kind: 0, base: 4, amp: 3, noise: 2, slope: 0 },
};
const FALLBACK = { kind: 0, base: 50, amp: 10, noise: 2, slope: 0 } as const;

/**
 * A month of history for the demo devices' stored points (one sample per 5 minutes, a daily cycle
 * in China time, noise, a few hours' gap per point as if the gateway was offline), drawn by the
 * database itself, then the roll-ups built from it: charts are full on the first start.
 */
export async function seedDemoHistory(db: Database, now = new Date()) {
  const repo = createDemoHistoryRepository(db);
  const end = Math.floor(now.getTime() / (STEP_S * 1000)) * STEP_S * 1000 - STEP_S * 1000;
  const samples = SAMPLES;
  const start = end - (samples - 1) * STEP_S * 1000;
  await createConnectivityRepository(db).ensurePartitions(new Date(start), 3);
  const list = await repo.savedPoints(DEMO_BOXES);
  const specs: CurveSpec[] = list.map((p, i) => ({
    pointId: p.id,
    ...(PROFILES[p.name] ?? FALLBACK),
    phase: (i % 5) * 0.3,
    // A gap of 3 hours on a different day for each point.
    gapAt: ((i * 5 + 3) % (DAYS - 2)) * 288 + 24,
    gapLen: 36,
  }));
  if (specs.length === 0) return 0;
  await repo.insertCurves(specs, start, samples, STEP_S);
  await createRollupsRepository(db).rebuild(new Date(start), new Date(end + 1000));
  return specs.length;
}
