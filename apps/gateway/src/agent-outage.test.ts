import { randomBytes } from 'node:crypto';
import type { Telemetry } from '@fieldlink/domain';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { startGatewayAgent } from './agent.js';
import { PRESS_PROFILE } from './simulator/demo-profiles.js';
import { startPlcSimulator } from './simulator/simulator.js';
import { hasProgram, mosquittoSub, mqttRequired, startOwnMosquitto } from './test/mosquitto.js';
import { until } from './test/until.js';

// The real gateway agent against a real Mosquitto of the test's own (never the machine's one on
// 1883), watched by Debian's mosquitto_sub: the broker goes away while the agent polls, comes back,
// and what was polled meanwhile arrives, in order, with the timestamps of its polls.
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

describe.runIf(mqttRequired || (hasProgram('mosquitto') && hasProgram('mosquitto_sub')))('gateway agent through a broker outage', () => {
  it('buffers what it polls while Mosquitto is down and publishes it, in order with its own ts, when it is back', async () => {
    const boxId = `GW${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 12);
    const broker = await startOwnMosquitto();
    cleanup.push(() => broker.close());
    const sim = await startPlcSimulator({ profile: PRESS_PROFILE, spikeProbability: 0 });
    cleanup.push(() => sim.close());
    const sub = mosquittoSub(broker.url, `devices/${boxId}/telemetry`, `watch-${boxId}`);
    cleanup.push(() => sub.close());

    const cloud = await mqtt.connectAsync(broker.url, { clientId: `cloud-${boxId}`, reconnectPeriod: 0 });
    const config = {
      version: 1,
      plc: { protocol: 'modbus_tcp', host: '127.0.0.1', port: sim.port, unitId: 1, highLowSwap: false },
      points: [{ name: 'inject_pressure', area: '4x', address: 2, dataType: 2, length: 1, intervalMs: 50, writable: false }],
    };
    await cloud.publishAsync(`devices/${boxId}/config`, JSON.stringify(config), { qos: 1, retain: true });
    await cloud.endAsync();

    const logged: { message: string; fields: Record<string, unknown> }[] = [];
    const keep = (fields: object, message: string) => logged.push({ message, fields: fields as Record<string, unknown> });
    const box = startGatewayAgent({
      log: { debug: () => {}, info: keep, warn: keep, error: keep },
      boxId,
      password: 'boxpass123',
      cloudUrl: broker.url,
      cloudReconnectMs: 50,
      cloudReconnectMaxMs: 400,
    });
    cleanup.push(() => box.close());
    await box.ready;
    const received = () => sub.json<Telemetry>('telemetry');
    await until(() => received().length >= 3, 'mosquitto_sub sees the box telemetry');

    await broker.stop();
    const stoppedAt = Date.now();
    await until(() => box.stats().buffered >= 10, 'the agent buffers what it polls while the broker is away');
    expect(box.stats().outages).toBe(1);
    await broker.start();
    const restartedAt = Date.now();
    await until(() => box.stats().buffered === 0 && received().some((t) => t.ts! > restartedAt), 'the buffer is published');

    const stamps = received().map((t) => t.ts!);
    const duringOutage = stamps.filter((ts) => ts > stoppedAt && ts < restartedAt);
    // A message in flight at the stop may come twice (QoS 1); nothing comes out of order.
    expect(stamps.every((ts, i) => i === 0 || ts >= stamps[i - 1]!)).toBe(true);
    expect(new Set(duringOutage).size).toBeGreaterThanOrEqual(9);
    expect(received().every((t) => typeof t.values.inject_pressure === 'number')).toBe(true);
    expect(box.stats()).toMatchObject({ dropped: 0, outages: 1 });
    // One line when the outage starts, one when it ends.
    expect(logged.filter((l) => l.message === 'cloud connection lost; buffering telemetry')).toHaveLength(1);
    const back = logged.filter((l) => l.message === 'cloud connection back');
    expect(back).toHaveLength(1);
    expect(back[0]!.fields).toMatchObject({ dropped: 0, offlineMs: expect.any(Number) });
    expect(back[0]!.fields.buffered).toBeGreaterThanOrEqual(9);
  });
});
