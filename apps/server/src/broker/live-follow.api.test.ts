import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait.js';
import { connectExternalBroker } from './external.js';
import type { Delivery, MessageBus } from './message-bus.js';

const MQTT_URL = process.env.TEST_MQTT_URL;

/**
 * Two members of one shared group on the machine's Mosquitto (what CI has). Each member stores its
 * share, and takes live copies of the boxes it follows and of no other: the decoding of live
 * values no longer grows with the number of instances.
 */
describe.runIf(MQTT_URL)('shared ingest on an external broker', () => {
  const unique = randomBytes(4).toString('hex').toUpperCase();
  const group = `follow${unique}`;
  const buses: MessageBus[] = [];
  let box: mqtt.MqttClient | undefined;

  afterAll(async () => {
    await box?.endAsync();
    for (const bus of buses) await bus.close();
  });

  it('hands a member its share and the live copies of the boxes it follows only; warns that Mosquitto does not redeliver', async () => {
    const logged: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const seen: { member: number; boxId: string; phase: string; delivery: Delivery }[][] = [[], []];
    for (const member of [0, 1]) {
      const bus = await connectExternalBroker(MQTT_URL!, log, { shareGroup: group });
      buses.push(bus);
      await bus.attach({
        authenticate: async () => true,
        deliver: async (boxId, channel, payload, delivery) => {
          const phase = String(JSON.parse(payload.toString()).phase);
          if (channel === 'telemetry') seen[member]!.push({ member, boxId, phase, delivery });
        },
      });
    }
    const [followed, other] = [`LF${unique}AA`, `LF${unique}BB`];
    expect(typeof buses[1]!.follow).toBe('function');
    buses[1]!.follow!(followed);
    box = await mqtt.connectAsync(MQTT_URL!, { reconnectPeriod: 0 });
    // The follow's SUBSCRIBE left before this client's publishes: one on the same broker, answered in order.
    await waitFor(async () => {
      await box!.publishAsync(`devices/${followed}/telemetry`, '{"phase":"warm"}', { qos: 1 });
      return seen[1]!.some((s) => !s.delivery.store);
    }, 'the first live copy');

    const N = 20;
    for (let i = 0; i < N; i++) {
      await box.publishAsync(`devices/${followed}/telemetry`, '{"phase":"shared"}', { qos: 1 });
      await box.publishAsync(`devices/${other}/telemetry`, '{"phase":"shared"}', { qos: 1 });
    }
    const ofPhase = (phase: string) => seen.flat().filter((s) => s.phase === phase);
    const stored = () => ofPhase('shared').filter((s) => s.delivery.store);
    const live = () => ofPhase('shared').filter((s) => !s.delivery.store);
    await waitFor(async () => stored().length >= 2 * N && live().length >= N, 'every copy');
    // Every message stored once, by one member, and pushed live there.
    expect(stored()).toHaveLength(2 * N);
    expect(stored().every((s) => s.delivery.live)).toBe(true);
    expect(stored().filter((s) => s.member === 0).length).toBeGreaterThan(0);
    expect(stored().filter((s) => s.member === 1).length).toBeGreaterThan(0);
    // Live copies: the followed box's, on the member that follows it; none of the other box, none on member 0.
    expect(live().every((s) => s.member === 1 && s.boxId === followed)).toBe(true);
    expect(live()).toHaveLength(N);

    // Unfollowed: no live copies any more.
    buses[1]!.unfollow!(followed);
    // The UNSUBSCRIBE left before the next publish reached the broker: a fence through member 1's own connection.
    await buses[1]!.subscribe(`fence/${unique}`, () => undefined).then((stop) => stop());
    for (let i = 0; i < N; i++) await box.publishAsync(`devices/${followed}/telemetry`, '{"phase":"after"}', { qos: 1 });
    await waitFor(async () => ofPhase('after').filter((s) => s.delivery.store).length >= N, 'the messages after');
    expect(ofPhase('after').filter((s) => !s.delivery.store)).toEqual([]);

    // Mosquitto keeps a departed member's in-flight messages: said at start, once per member.
    await waitFor(async () => logged.filter((l) => l.level === 40 && /does not hand/.test(l.msg)).length === 2, 'the warnings');
  });
});
