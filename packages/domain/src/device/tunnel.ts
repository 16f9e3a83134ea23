import { z } from 'zod';

/**
 * The remote-HMI tunnel through a box (docs/device-protocol.md "Command
 * tunnel"). The cloud sends a `tunnel` command naming a tunnel ID and the VNC server the
 * administrator configured for the device, as the box sees it on its LAN; the box connects to it
 * and acks. Bytes then travel as frames, QoS 1, on `devices/<boxId>/tunnel/<id>/down` (cloud to
 * box) and `.../up` (box to cloud). A frame is one kind byte, a 32-bit sequence number (1, 2, ...
 * per direction) and, for data, the bytes. QoS 1 may deliver a frame twice after a reconnect: a
 * sequence number already seen is dropped; one that skips ahead means a frame was lost and the
 * tunnel ends (a VNC stream cannot skip bytes).
 */
export const TUNNEL_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export const TunnelCommandSchema = z.object({
  id: z.string().min(1),
  expiresAt: z.number().int().positive().optional(),
  type: z.literal('tunnel'),
  tunnel: z.string().regex(TUNNEL_ID_PATTERN),
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65535),
});
export type TunnelCommand = z.infer<typeof TunnelCommandSchema>;

export function tunnelTopics(boxId: string, tunnelId: string) {
  const base = `devices/${boxId}/tunnel/${tunnelId}`;
  return { up: `${base}/up`, down: `${base}/down` } as const;
}

/** What a box subscribes to for the frames of all its tunnels. */
export const tunnelDownFilter = (boxId: string) => `devices/${boxId}/tunnel/+/down`;

const TUNNEL_CHANNEL = /^tunnel\/([A-Za-z0-9-]{8,64})\/(up|down)$/;

/** `tunnel/<id>/up` -> the tunnel ID and direction; undefined for any other channel. */
export function parseTunnelChannel(channel: string): { tunnelId: string; direction: 'up' | 'down' } | undefined {
  const match = TUNNEL_CHANNEL.exec(channel);
  return match ? { tunnelId: match[1]!, direction: match[2] as 'up' | 'down' } : undefined;
}

/** A box may publish its tunnels' `up` frames, and subscribe to `tunnel/+/down` (or one tunnel's). */
export const isBoxTunnelPublish = (channel: string) => parseTunnelChannel(channel)?.direction === 'up';
export const isBoxTunnelSubscribe = (channel: string) => channel === 'tunnel/+/down' || parseTunnelChannel(channel)?.direction === 'down';

export const TUNNEL_FRAME = { data: 0, end: 1, ping: 2 } as const;
export type TunnelFrameKind = keyof typeof TUNNEL_FRAME;
const KIND_OF = ['data', 'end', 'ping'] as const;
const HEADER = 5;

/** Either side pings this often while a tunnel is open, so silence means the other side is gone. */
export const TUNNEL_PING_MS = 20_000;
/** A tunnel that hears nothing from the other side for this long ends. */
export const TUNNEL_SILENCE_MS = 70_000;
/** Frames a side may have in flight (published, not yet acknowledged) before it stops reading its socket. */
export const TUNNEL_WINDOW = 16;
/** The most tunnels one box keeps open at once. */
export const TUNNEL_MAX_PER_BOX = 4;

export function encodeTunnelFrame(kind: TunnelFrameKind, seq: number, data?: Uint8Array): Uint8Array {
  const frame = new Uint8Array(HEADER + (kind === 'data' && data ? data.length : 0));
  const view = new DataView(frame.buffer);
  view.setUint8(0, TUNNEL_FRAME[kind]);
  view.setUint32(1, seq);
  if (kind === 'data' && data) frame.set(data, HEADER);
  return frame;
}

export type TunnelFrame = { kind: TunnelFrameKind; seq: number; data: Uint8Array };

export function decodeTunnelFrame(payload: Uint8Array): TunnelFrame | undefined {
  if (payload.length < HEADER) return undefined;
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const kind = KIND_OF[view.getUint8(0)];
  if (!kind) return undefined;
  return { kind, seq: view.getUint32(1), data: payload.subarray(HEADER) };
}

export type TunnelReceipt = { kind: 'frame'; frame: TunnelFrame } | { kind: 'duplicate' } | { kind: 'broken'; reason: string };

/**
 * One direction's receiving side: frames in sequence pass, one seen before is a duplicate, one
 * that skips ahead or cannot be read breaks the tunnel.
 */
export function createTunnelReceiver() {
  let last = 0;
  return {
    accept(payload: Uint8Array): TunnelReceipt {
      const frame = decodeTunnelFrame(payload);
      if (!frame) return { kind: 'broken', reason: 'unreadable frame' };
      if (frame.seq <= last) return { kind: 'duplicate' };
      if (frame.seq !== last + 1) return { kind: 'broken', reason: `frame ${last + 1} lost (got ${frame.seq})` };
      last = frame.seq;
      return { kind: 'frame', frame };
    },
  };
}

/** One direction's sending side: numbers the frames. */
export function createTunnelSender() {
  let seq = 0;
  return {
    data: (bytes: Uint8Array) => encodeTunnelFrame('data', ++seq, bytes),
    end: () => encodeTunnelFrame('end', ++seq),
    ping: () => encodeTunnelFrame('ping', ++seq),
  };
}

/**
 * A box's own rule for where a tunnel may go: `allow` lists `host:port` pairs (an empty list
 * refuses every tunnel); without a list any target the cloud names is allowed.
 */
export function tunnelTargetAllowed(allow: readonly string[] | undefined, host: string, port: number): boolean {
  if (!allow) return true;
  const wanted = `${host.toLowerCase()}:${port}`;
  return allow.some((entry) => entry.trim().toLowerCase() === wanted);
}
