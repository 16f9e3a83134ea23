import type { SimChannel, SimProfile } from './profile.js';

/**
 * The demo plant's PLCs (apps/server/src/seed/demo-plant.ts), one simulator each: every seeded point
 * has a channel at its 4x address with its data type, moving in a range that reads right after the
 * point's scaling (slope 0.1 for temperatures and currents, 0..4095 -> 0..25 MPa for pressure).
 * Values are raw PLC values. Spikes go past the points' alarm limits now and then. The signals the
 * demo's alarm sources watch cross their limits once every 10 to 16 minutes, so the demo raises a
 * few alarms in a quarter of an hour, not one a minute (apps/server/src/seed/demo-alarm-rate.test.ts).
 */
const holding = (
  name: string,
  offset: number,
  dataType: SimChannel['dataType'],
  signal: SimChannel['signal'],
  extra: Partial<SimChannel> = {},
) => ({ name, table: 'holding', offset, dataType, signal, ...extra }) satisfies SimChannel;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const SPIKES = 0.001;

/** Injection-moulding press 注塑机1号. */
export const PRESS_PROFILE: SimProfile = {
  name: 'DEMOPRESS001',
  spikeProbability: SPIKES,
  channels: [
    // 205..235 ℃ (limits 180..260) over 12 minutes; a spike reads 275 ℃.
    holding('barrel_temp', 0, 2, { kind: 'sine', center: 2200, amplitude: 150, periodMs: 12 * MINUTE, noise: 8 }, { spike: 2750 }),
    holding('mould_temp', 1, 2, { kind: 'sine', center: 450, amplitude: 40, periodMs: 3 * MINUTE, noise: 5 }),
    // One injection per 12 s cycle: 1.8 -> 20.8 MPa.
    holding('inject_pressure', 2, 2, { kind: 'ramp', min: 300, max: 3400, periodMs: 12 * SECOND }),
    holding('screw_speed', 3, 2, { kind: 'sine', center: 110, amplitude: 25, periodMs: 45 * SECOND, noise: 3 }),
    holding('cycle_count', 4, 4, { kind: 'counter', start: 152_300, perSecond: 1 / 12 }),
    holding('running', 6, 10, { kind: 'toggle', periodMs: 10 * MINUTE, onFraction: 0.92 }),
    // Alarm bit 2 (0x0004) for 18 s every 15 minutes.
    holding('alarm_word', 7, 2, { kind: 'toggle', periodMs: 15 * MINUTE, onFraction: 0.02, on: 0x0004, off: 0 }),
    holding('setpoint_temp', 8, 2, { kind: 'constant', value: 2200 }),
  ],
  // Recipes land in 4x100..119; the press sets 4x120 once it has taken one. 4x200..219 is protected.
  recipeArea: { offset: 100, count: 20, flag: 120 },
  refusedWrites: [{ offset: 200, count: 20 }],
};

/** Chiller 冷水机. */
export const CHILLER_PROFILE: SimProfile = {
  name: 'DEMOCOOL0002',
  spikeProbability: SPIKES,
  channels: [
    // 5.8..8.2 ℃ and 10.5..13.5 ℃ over 16 minutes.
    holding('supply_temp', 0, 1, { kind: 'sine', center: 70, amplitude: 12, periodMs: 16 * MINUTE, noise: 2 }),
    holding('return_temp', 1, 1, { kind: 'sine', center: 120, amplitude: 15, periodMs: 16 * MINUTE, noise: 2 }),
    // 21..39 A (limits 0..45); a spike reads 52 A.
    holding('compressor_current', 2, 2, { kind: 'sine', center: 300, amplitude: 80, periodMs: 90 * SECOND, noise: 10 }, { spike: 520 }),
    holding('flow', 3, 5, { kind: 'sine', center: 36.5, amplitude: 4.5, periodMs: 150 * SECOND, noise: 0.3 }),
  ],
};

/** Packing line 包装线. */
export const PACKING_PROFILE: SimProfile = {
  name: 'DEMOPACK0003',
  spikeProbability: SPIKES,
  channels: [
    // 52..64 pcs/min over 10 minutes.
    holding('line_speed', 0, 2, { kind: 'sine', center: 58, amplitude: 6, periodMs: 10 * MINUTE, noise: 1 }),
    holding('good_count', 1, 4, { kind: 'counter', start: 482_100, perSecond: 1 }),
    holding('reject_count', 3, 2, { kind: 'counter', start: 1_210, perSecond: 1 / 45 }),
    holding('batch_code', 4, 11, { kind: 'cycle', values: ['B2501A', 'B2501B', 'B2501C'], periodMs: 15 * MINUTE }, { length: 4 }),
  ],
};

/** The profile of each demo box, by box ID. */
export const DEMO_PROFILES = {
  DEMOPRESS001: PRESS_PROFILE,
  DEMOCOOL0002: CHILLER_PROFILE,
  DEMOPACK0003: PACKING_PROFILE,
} as const satisfies Record<string, SimProfile>;

/** What a simulator shows when given no profile: the press. */
export const DEFAULT_SIM_PROFILE: SimProfile = PRESS_PROFILE;
