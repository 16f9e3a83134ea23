import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { connectCloud } from './cloud-link.js';

// Runs against the machine's Mosquitto (TEST_MQTT_URL; CI sets it).
describe.runIf(process.env.TEST_MQTT_URL)('cloud link', () => {
  const url = process.env.TEST_MQTT_URL!;
  const boxId = `GW${String(process.pid).padStart(6, '0').slice(-6)}TEST`.slice(0, 12);

  async function watch(topic: string) {
    const client = await mqtt.connectAsync(url, { clientId: `watch-${process.pid}-${Date.now()}`, reconnectPeriod: 0 });
    const messages: string[] = [];
    client.on('message', (_topic, payload) => messages.push(payload.toString()));
    await client.subscribeAsync(topic, { qos: 1 });
    return { messages, end: () => client.endAsync() };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('says online on connect, publishes telemetry, and the broker says offline when the link dies', async () => {
    const status = await watch(`devices/${boxId}/status`);
    const telemetry = await watch(`devices/${boxId}/telemetry`);
    const link = await connectCloud({ url, boxId, password: 'boxpass123' });
    await until(() => status.messages.includes('{"online":true,"plc":"ok"}'));
    expect(status.messages).toContain('{"online":true,"plc":"ok"}');

    await link.publishTelemetry({ ts: 1_700_000_000_000, values: { temp: 21.5 } });
    await until(() => telemetry.messages.length > 0);
    expect(JSON.parse(telemetry.messages[0]!)).toEqual({ ts: 1_700_000_000_000, values: { temp: 21.5 } });

    link.drop();
    await until(() => status.messages.at(-1) === '{"online":false}');
    expect(status.messages.at(-1)).toBe('{"online":false}');
    await status.end();
    await telemetry.end();
  });

  it('says offline itself when closed', async () => {
    const link = await connectCloud({ url, boxId, password: 'boxpass123' });
    const status = await watch(`devices/${boxId}/status`);
    await link.close();
    await until(() => status.messages.at(-1) === '{"online":false}');
    expect(status.messages.at(-1)).toBe('{"online":false}');
    await status.end();
  });
});
