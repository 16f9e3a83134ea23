import { describe, expect, it } from 'vitest';
import { createTelemetryBuffer } from './telemetry-buffer.js';

const message = (ts: number) => ({ ts, values: { temp: ts % 100 } });
const drain = (buffer: ReturnType<typeof createTelemetryBuffer>) => {
  const out: number[] = [];
  for (let t = buffer.shift(); t; t = buffer.shift()) out.push(t.ts!);
  return out;
};

describe('the telemetry buffer', () => {
  it('gives the messages back in the order they came, with their own timestamps', () => {
    const buffer = createTelemetryBuffer({ maxMessages: 10, maxBytes: 1e6 });
    for (const ts of [5, 3, 9]) buffer.push(message(ts));
    expect(buffer.length).toBe(3);
    expect(drain(buffer)).toEqual([5, 3, 9]);
    expect(buffer.length).toBe(0);
    expect(buffer.bytes).toBe(0);
  });

  it('drops the oldest past the message bound, and counts them', () => {
    const buffer = createTelemetryBuffer({ maxMessages: 3, maxBytes: 1e6 });
    const gone = [1, 2, 3, 4, 5].map((ts) => buffer.push(message(ts)));
    expect(gone).toEqual([0, 0, 0, 1, 1]);
    expect(buffer.dropped).toBe(2);
    expect(drain(buffer)).toEqual([3, 4, 5]);
  });

  it('drops the oldest past the byte bound, measured as the JSON that is published', () => {
    const size = Buffer.byteLength(JSON.stringify(message(1000)));
    const buffer = createTelemetryBuffer({ maxMessages: 100, maxBytes: size * 2 });
    for (const ts of [1000, 1001, 1002]) buffer.push(message(ts));
    expect(buffer.bytes).toBe(size * 2);
    expect(buffer.dropped).toBe(1);
    expect(drain(buffer)).toEqual([1001, 1002]);
  });

  it('keeps a message larger than the byte bound alone rather than none', () => {
    const buffer = createTelemetryBuffer({ maxMessages: 100, maxBytes: 10 });
    buffer.push(message(1));
    buffer.push(message(2));
    expect(drain(buffer)).toEqual([2]);
  });

  it('puts a message that was not published back in front', () => {
    const buffer = createTelemetryBuffer({ maxMessages: 10, maxBytes: 1e6 });
    for (const ts of [1, 2, 3]) buffer.push(message(ts));
    const first = buffer.shift()!;
    buffer.unshift(first);
    expect(drain(buffer)).toEqual([1, 2, 3]);
  });

  it('stays in order across many pushes and shifts (the queue compacts itself)', () => {
    const buffer = createTelemetryBuffer({ maxMessages: 3000, maxBytes: 1e9 });
    const out: number[] = [];
    for (let ts = 0; ts < 10_000; ts++) {
      buffer.push(message(ts));
      if (ts % 3 !== 0) out.push(buffer.shift()!.ts!);
    }
    out.push(...drain(buffer));
    expect(buffer.dropped).toBe(10_000 - out.length);
    expect(out.every((ts, i) => i === 0 || ts > out[i - 1]!)).toBe(true);
    expect(out.at(-1)).toBe(9999);
  });
});
