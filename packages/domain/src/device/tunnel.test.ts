import { describe, expect, it } from 'vitest';
import {
  createTunnelReceiver,
  createTunnelSender,
  decodeTunnelFrame,
  encodeTunnelFrame,
  isBoxTunnelPublish,
  isBoxTunnelSubscribe,
  parseTunnelChannel,
  tunnelTargetAllowed,
  tunnelTopics,
} from './tunnel.js';
import { CommandSchema } from './protocol.js';

describe('tunnel frames', () => {
  it('carry a kind, a sequence number and the bytes', () => {
    const frame = encodeTunnelFrame('data', 258, Uint8Array.of(9, 8, 7));
    expect([...frame]).toEqual([0, 0, 0, 1, 2, 9, 8, 7]);
    expect(decodeTunnelFrame(frame)).toEqual({ kind: 'data', seq: 258, data: Uint8Array.of(9, 8, 7) });
    expect(decodeTunnelFrame(encodeTunnelFrame('end', 3))).toMatchObject({ kind: 'end', seq: 3 });
    expect(decodeTunnelFrame(Uint8Array.of(7, 0, 0, 0, 1))).toBeUndefined();
    expect(decodeTunnelFrame(Uint8Array.of(0, 0, 0))).toBeUndefined();
  });

  it('pass in order, drop a frame delivered twice and break on a lost one', () => {
    const sender = createTunnelSender();
    const receiver = createTunnelReceiver();
    const first = sender.data(Uint8Array.of(1));
    const second = sender.ping();
    const third = sender.data(Uint8Array.of(3));
    const fourth = sender.end();
    expect(receiver.accept(first)).toMatchObject({ kind: 'frame', frame: { kind: 'data', seq: 1 } });
    expect(receiver.accept(first)).toEqual({ kind: 'duplicate' });
    expect(receiver.accept(second)).toMatchObject({ kind: 'frame', frame: { kind: 'ping', seq: 2 } });
    expect(receiver.accept(fourth)).toEqual({ kind: 'broken', reason: 'frame 3 lost (got 4)' });
    expect(receiver.accept(third)).toMatchObject({ kind: 'frame', frame: { kind: 'data', seq: 3 } });
    expect(receiver.accept(Uint8Array.of(0))).toEqual({ kind: 'broken', reason: 'unreadable frame' });
  });
});

describe('tunnel topics and rules', () => {
  it('name a tunnel under its box, up for the box to publish and down for it to read', () => {
    expect(tunnelTopics('AB12CD34EF56', 'abcdef12')).toEqual({
      up: 'devices/AB12CD34EF56/tunnel/abcdef12/up',
      down: 'devices/AB12CD34EF56/tunnel/abcdef12/down',
    });
    expect(parseTunnelChannel('tunnel/abcdef12/up')).toEqual({ tunnelId: 'abcdef12', direction: 'up' });
    expect(parseTunnelChannel('tunnel/short/up')).toBeUndefined();
    expect(isBoxTunnelPublish('tunnel/abcdef12/up')).toBe(true);
    expect(isBoxTunnelPublish('tunnel/abcdef12/down')).toBe(false);
    expect(isBoxTunnelSubscribe('tunnel/+/down')).toBe(true);
    expect(isBoxTunnelSubscribe('tunnel/+/up')).toBe(false);
    expect(isBoxTunnelSubscribe('tunnel/#')).toBe(false);
  });

  it('let a box refuse targets outside its own list', () => {
    expect(tunnelTargetAllowed(undefined, '192.168.1.20', 5900)).toBe(true);
    expect(tunnelTargetAllowed(['192.168.1.20:5900'], '192.168.1.20', 5900)).toBe(true);
    expect(tunnelTargetAllowed(['192.168.1.20:5900'], '192.168.1.20', 22)).toBe(false);
    expect(tunnelTargetAllowed([], '192.168.1.20', 5900)).toBe(false);
  });

  it('is a command a box understands', () => {
    const command = { id: 'c1', type: 'tunnel', tunnel: 'abcdef12-0000', host: '192.168.1.20', port: 5900 };
    expect(CommandSchema.parse(command)).toEqual(command);
    expect(CommandSchema.safeParse({ ...command, tunnel: '../x' }).success).toBe(false);
  });
});
