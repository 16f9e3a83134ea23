import { describe, expect, it } from 'vitest';
import { createLiveHub } from '../features/connectivity/live-hub.js';
import { BROKER_VERSION_TOPICS, brokerOf, shareGroupAdvice } from './broker-kind.js';
import { createFollowCount, deliveryOf, followByBox, liveTopicOf } from './live-follow.js';

describe('which telemetry a shared-ingest instance handles', () => {
  it('stores and pushes what the group gives it; pushes only the live copies of boxes its browsers follow', () => {
    expect(deliveryOf('stored', false)).toEqual({ store: true, live: true });
    expect(deliveryOf('stored', true)).toEqual({ store: true, live: true });
    expect(deliveryOf('live', true)).toEqual({ store: false, live: true });
    expect(deliveryOf('live', false)).toBe('unsubscribe');
  });

  it('names one box topic, never a wildcard or another level', () => {
    expect(liveTopicOf('BOX0001')).toBe('devices/BOX0001/telemetry');
    for (const bad of ['', 'a+b', 'a#', 'a/b']) expect(liveTopicOf(bad)).toBeUndefined();
  });

  it('follows a device from its first holder to its last, once', () => {
    const calls: string[] = [];
    const count = createFollowCount((key: number) => {
      calls.push(`follow ${key}`);
      return () => calls.push(`release ${key}`);
    });
    const a = count.hold(1);
    const b = count.hold(1);
    count.hold(2)();
    a();
    a();
    expect(calls).toEqual(['follow 1', 'follow 2', 'release 2']);
    expect(count.held()).toEqual([1]);
    b();
    const c = count.hold(1);
    c();
    expect(calls).toEqual(['follow 1', 'follow 2', 'release 2', 'release 1', 'follow 1', 'release 1']);
    expect(count.held()).toEqual([]);
  });

  it('asks the bus for the box of a device its browsers watch, and stops when the last socket leaves', async () => {
    const bus = {
      followed: new Set<string>(),
      follow: (b: string) => bus.followed.add(b),
      unfollow: (b: string) => bus.followed.delete(b),
    };
    const boxes = new Map([
      [7, 'BOX7'],
      [8, 'BOX8'],
    ]);
    const hub = createLiveHub({
      follow: followByBox(
        async (id) => boxes.get(id),
        bus,
        () => undefined,
      ),
    });
    const first = hub.subscribe(7, () => undefined);
    const second = hub.subscribe(7, () => undefined);
    const other = hub.subscribe(9, () => undefined);
    await Promise.resolve();
    await Promise.resolve();
    expect([...bus.followed]).toEqual(['BOX7']);
    first();
    expect([...bus.followed]).toEqual(['BOX7']);
    second();
    other();
    expect([...bus.followed]).toEqual([]);
    // Released before the look-up answered: nothing is asked.
    hub.subscribe(8, () => undefined)();
    await Promise.resolve();
    await Promise.resolve();
    expect([...bus.followed]).toEqual([]);
  });

  it('pushes a followed device to its listeners as before', () => {
    const hub = createLiveHub({ follow: () => () => undefined });
    const frames: string[] = [];
    const stop = hub.subscribe(3, (_event, frame) => frames.push(frame()));
    const point = { id: 1 } as never;
    hub.update(3, [{ pointId: 1, name: 'p', value: 1, plc: 1, unit: null, ts: 10, point, display: '1' }]);
    stop();
    hub.update(3, [{ pointId: 1, name: 'p', value: 2, plc: 2, unit: null, ts: 11, point, display: '2' }]);
    expect(frames).toHaveLength(1);
    expect(hub.current(3).get(1)?.value).toBe(2);
  });
});

describe("a broker that does not redeliver a departed member's messages", () => {
  it('tells Mosquitto and EMQX by their $SYS version', () => {
    expect(BROKER_VERSION_TOPICS).toContain('$SYS/broker/version');
    expect(brokerOf('$SYS/broker/version', 'mosquitto version 2.0.11')).toEqual({
      name: 'mosquitto',
      version: '2.0.11',
      redeliversShared: false,
    });
    expect(brokerOf('$SYS/brokers/emqx@10.0.0.1/version', '5.8.0')).toEqual({ name: 'emqx', version: '5.8.0', redeliversShared: true });
    expect(brokerOf('$SYS/broker/version', 'SomeBroker 1.0')).toBeUndefined();
    expect(brokerOf('$SYS/broker/uptime', '12 seconds')).toBeUndefined();
  });

  it('warns on Mosquitto with a share group, says nothing on EMQX or without a group', () => {
    const mosquitto = brokerOf('$SYS/broker/version', 'mosquitto version 2.0.11');
    const emqx = brokerOf('$SYS/brokers/n1/version', '5.8.0');
    expect(shareGroupAdvice('fieldlink', mosquitto)).toMatchObject({ level: 'warn', message: expect.stringContaining('mosquitto 2.0.11') });
    expect(shareGroupAdvice('fieldlink', emqx)).toBeUndefined();
    expect(shareGroupAdvice(undefined, mosquitto)).toBeUndefined();
    expect(shareGroupAdvice('fieldlink', undefined)).toMatchObject({ level: 'info' });
  });
});
