import { describe, expect, it } from 'vitest';
import {
  BOX_ID_PATTERN,
  DeviceStatusSchema,
  TelemetryEnvelopeSchema,
  TelemetrySchema,
  deviceTopics,
  parseDeviceTopic,
  readTelemetry,
  stampAfter,
} from './protocol.js';

describe('device protocol', () => {
  it('names the topics of docs/device-protocol.md', () => {
    expect(deviceTopics('AB12CD34EF56')).toEqual({
      telemetry: 'devices/AB12CD34EF56/telemetry',
      status: 'devices/AB12CD34EF56/status',
      config: 'devices/AB12CD34EF56/config',
      commands: 'devices/AB12CD34EF56/commands',
      commandAck: 'devices/AB12CD34EF56/commands/ack',
    });
  });

  it.each([
    ['devices/AB12CD34EF56/telemetry', { boxId: 'AB12CD34EF56', channel: 'telemetry' }],
    ['devices/AB12CD34EF56/commands/ack', { boxId: 'AB12CD34EF56', channel: 'commands/ack' }],
    ['devices/AB12CD34EF5/telemetry', undefined],
    ['devices/AB12CD34EF567/telemetry', undefined],
    ['devices/AB12CD34EF5!/telemetry', undefined],
    ['other/AB12CD34EF56/telemetry', undefined],
    ['devices/AB12CD34EF56', undefined],
  ])('parses %s', (topic, expected) => {
    expect(parseDeviceTopic(topic)).toEqual(expected);
  });

  it.each([
    ['AB12CD34EF56', true],
    ['ab12cd34ef56', true],
    ['AB12CD34EF5', false],
    ['AB12CD34EF567', false],
    ['AB12CD34EF5 ', false],
    ['AB12CD34EF5_', false],
  ])('box ID %s valid: %s', (boxId, valid) => {
    expect(BOX_ID_PATTERN.test(boxId)).toBe(valid);
  });

  it('accepts the status and telemetry payloads of the contract and refuses others', () => {
    expect(DeviceStatusSchema.safeParse({ online: true, plc: 'ok' }).success).toBe(true);
    expect(DeviceStatusSchema.safeParse({ online: false }).success).toBe(true);
    expect(DeviceStatusSchema.safeParse({ online: 'yes' }).success).toBe(false);
    expect(TelemetrySchema.safeParse({ ts: 1_700_000_000_000, values: { temp: 21.5, run: true, code: 'A1' } }).success).toBe(true);
    expect(TelemetrySchema.safeParse({ values: {} }).success).toBe(true);
    expect(TelemetrySchema.safeParse({ values: { temp: null } }).success).toBe(false);
    expect(TelemetrySchema.safeParse({ ts: -1, values: {} }).success).toBe(false);
    expect(TelemetrySchema.safeParse({ ts: 1.5, values: {} }).success).toBe(false);
  });
});

describe('readTelemetry', () => {
  it('accepts exactly the envelopes TelemetryEnvelopeSchema accepts, whatever the values hold', () => {
    const samples: unknown[] = [
      { values: { a: 1, b: 'x', c: true } },
      { ts: 1_700_000_000_000, values: {} },
      { ts: 0, values: { a: -1.5 }, extra: 1 },
      { values: { a: null, b: [1], c: { d: 1 } } },
      { ts: -1, values: { a: 1 } },
      { ts: 1.5, values: { a: 1 } },
      { ts: '1', values: { a: 1 } },
      { values: [1] },
      { values: null },
      {},
      null,
      [],
      'text',
    ];
    for (const sample of samples)
      expect(readTelemetry(sample) !== undefined, JSON.stringify(sample)).toBe(TelemetryEnvelopeSchema.safeParse(sample).success);
  });
});

describe('stampAfter', () => {
  it('is the arrival time, or one millisecond after the last stamp when that is not earlier', () => {
    expect(stampAfter(undefined, 1000)).toBe(1000);
    expect(stampAfter(999, 1000)).toBe(1000);
    expect(stampAfter(1000, 1000)).toBe(1001);
    expect(stampAfter(1005, 1000)).toBe(1006);
  });
});
