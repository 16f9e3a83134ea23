import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { BatchWriter, LatestWriter } from './batch-writer.js';
import type { ConnectivityRepository, IngestPoint, SampleRow } from './connectivity.repository.js';
import type { DeviceEntry, DeviceRegistry } from './device-registry.js';
import type { DeviceStateTracker } from './device-state.js';
import { createIngest } from './ingest.js';
import { createLiveHub, type StreamEvent } from './live-hub.js';

function point(id: number, name: string): IngestPoint {
  return {
    id,
    name,
    area: '4x',
    address: id,
    dataType: 2,
    length: 1,
    startBit: null,
    intervalMs: 1000,
    unit: null,
    decimals: 0,
    slope: null,
    intercept: null,
    maxData: null,
    minData: null,
    maxProportion: null,
    minProportion: null,
    displayFormat: 1,
    writable: false,
    save: true,
    registerGroup: null,
  };
}

const NOW = Date.UTC(2026, 10, 26, 8);
const points = [point(1, 'p0'), point(2, 'p1')];
const device: DeviceEntry = {
  id: 7,
  companyId: 1,
  projectId: 1,
  boxId: 'BOX0000001',
  passwordHash: null,
  protocol: 'mqtt',
  ip: null,
  port: 502,
  unitId: 1,
  highLowSwap: false,
  configVersion: 1,
  points: new Map(points.map((p) => [p.name, p])),
  pointsById: new Map(points.map((p) => [p.id, p])),
  minIntervalMs: 1000,
};

/** Storage that takes as long as the test says: each batch's commit waits for `commit()`. */
function slowStorage(events: string[]) {
  const batches: { rows: SampleRow[]; commit(): void }[] = [];
  const writer = {
    add: (rows: readonly SampleRow[]) =>
      new Promise<void>((resolve) => {
        events.push('store');
        batches.push({ rows: [...rows], commit: resolve });
      }),
  } as unknown as BatchWriter;
  return { writer, batches };
}

function setUp() {
  const hub = createLiveHub();
  const frames: StreamEvent[] = [];
  /** What happened, in order: 'frame', 'evaluate', 'store'. */
  const events: string[] = [];
  hub.subscribe(device.id, (event) => {
    events.push('frame');
    frames.push(event);
  });
  const storage = slowStorage(events);
  const observed: number[][] = [];
  const ingest = createIngest({
    repo: { quarantine: vi.fn() } as unknown as ConnectivityRepository,
    registry: { get: async (boxId: string) => (boxId === device.boxId ? device : undefined) } as unknown as DeviceRegistry,
    writer: storage.writer,
    latest: { add: vi.fn(), flush: vi.fn() } as unknown as LatestWriter,
    hub,
    state: { seen: vi.fn(), reported: vi.fn() } as unknown as DeviceStateTracker,
    onAck: vi.fn(),
    onValues: (_device, values) => {
      events.push('evaluate');
      observed.push(values.map((v) => v.value as number));
    },
    log: pino({ level: 'silent' }),
    now: () => NOW,
  });
  const publish = (seq: number) =>
    ingest.gate.deliver(
      device.boxId,
      'telemetry',
      Buffer.from(JSON.stringify({ ts: NOW - 1000 + seq, values: { p0: seq, p1: seq * 2 } })),
      {
        store: true,
        live: true,
      },
    );
  return { frames, events, storage, observed, publish };
}

describe('ingest: the live frame leaves before storage and evaluation', () => {
  it('pushes the frame while storage has not committed, and settles (the PUBACK) only after the commit', async () => {
    const { frames, events, storage, observed, publish } = setUp();
    let settled = false;
    const delivered = publish(1).then(() => (settled = true));
    // The frame is out before anything else has run (no storage, no evaluation yet).
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    const live = frames[0] as Extract<StreamEvent, { type: 'live' }>;
    expect(live.values.map((v) => [v.pointId, v.value])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // Evaluation and storage follow; the commit never came, so the message is not acknowledged.
    await vi.waitFor(() => expect(storage.batches).toHaveLength(1));
    expect(observed).toEqual([[1, 2]]);
    expect(events).toEqual(['frame', 'evaluate', 'store']);
    expect(settled).toBe(false);
    storage.batches[0]!.commit();
    await delivered;
    expect(settled).toBe(true);
  });

  it('keeps a device’s order: frames, evaluation and storage see its messages as they came, however slow storage is', async () => {
    const { frames, events, storage, observed, publish } = setUp();
    const delivered = [1, 2, 3, 4].map((seq) => publish(seq));
    await vi.waitFor(() => expect(frames).toHaveLength(4));
    await vi.waitFor(() => expect(storage.batches).toHaveLength(4));
    const firstValues = frames.map((f) => (f as Extract<StreamEvent, { type: 'live' }>).values[0]!.value);
    expect(firstValues).toEqual([1, 2, 3, 4]);
    expect(observed.map((v) => v[0])).toEqual([1, 2, 3, 4]);
    expect(storage.batches.map((b) => b.rows.find((r) => r.pointId === 1)?.value)).toEqual([1, 2, 3, 4]);
    // Messages read together: all their frames leave before any of their evaluation or storage.
    expect(events.slice(0, 4)).toEqual(['frame', 'frame', 'frame', 'frame']);
    for (const batch of storage.batches) batch.commit();
    await Promise.all(delivered);
  });
});
