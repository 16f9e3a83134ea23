/**
 * The RFB (VNC) client-to-server messages after the handshake (RFC 6143 §7.5 and the community
 * extensions noVNC sends), as the remote-HMI proxy must parse them: each message's length from its
 * first bytes, and which ones a view-only session may pass. Pure: bytes in, decisions out.
 */

export const RFB_CLIENT_MESSAGE = {
  setPixelFormat: 0,
  setEncodings: 2,
  framebufferUpdateRequest: 3,
  keyEvent: 4,
  pointerEvent: 5,
  clientCutText: 6,
  enableContinuousUpdates: 150,
  clientFence: 248,
  xvp: 250,
  setDesktopSize: 251,
  qemu: 255,
} as const;

/** What a view-only session may send: asking for pictures and how they are encoded, never input. */
export const VIEW_ONLY_ALLOWED: ReadonlySet<number> = new Set([
  RFB_CLIENT_MESSAGE.setPixelFormat,
  RFB_CLIENT_MESSAGE.setEncodings,
  RFB_CLIENT_MESSAGE.framebufferUpdateRequest,
  RFB_CLIENT_MESSAGE.enableContinuousUpdates,
  RFB_CLIENT_MESSAGE.clientFence,
]);

const INPUT_MESSAGES: ReadonlySet<number> = new Set([
  RFB_CLIENT_MESSAGE.keyEvent,
  RFB_CLIENT_MESSAGE.pointerEvent,
  RFB_CLIENT_MESSAGE.clientCutText,
  RFB_CLIENT_MESSAGE.qemu,
]);

/** A ClientCutText longer than this (or a message of an unknown type) ends the session. */
export const RFB_MAX_CUT_TEXT = 1024 * 1024;

export type RfbMessageLength =
  /** The whole message is `length` bytes. */
  | { kind: 'complete'; type: number; length: number }
  /** More bytes are needed to know the length. */
  | { kind: 'incomplete' }
  /** Not a message this proxy can parse: the stream cannot be followed any further. */
  | { kind: 'invalid'; type: number };

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** The length of the client message at the start of `bytes`, as far as the bytes tell. */
export function rfbClientMessageLength(bytes: Uint8Array): RfbMessageLength {
  if (bytes.length < 1) return { kind: 'incomplete' };
  const type = bytes[0]!;
  const need = (header: number, total: () => number): RfbMessageLength =>
    bytes.length < header ? { kind: 'incomplete' } : { kind: 'complete', type, length: total() };
  switch (type) {
    case RFB_CLIENT_MESSAGE.setPixelFormat:
      return { kind: 'complete', type, length: 20 };
    case RFB_CLIENT_MESSAGE.setEncodings:
      return need(4, () => 4 + 4 * u16(bytes, 2));
    case RFB_CLIENT_MESSAGE.framebufferUpdateRequest:
    case RFB_CLIENT_MESSAGE.enableContinuousUpdates:
      return { kind: 'complete', type, length: 10 };
    case RFB_CLIENT_MESSAGE.keyEvent:
      return { kind: 'complete', type, length: 8 };
    case RFB_CLIENT_MESSAGE.pointerEvent:
      return { kind: 'complete', type, length: 6 };
    case RFB_CLIENT_MESSAGE.clientCutText: {
      if (bytes.length < 8) return { kind: 'incomplete' };
      // The extended clipboard sends a negative (two's complement) length.
      const raw = u32(bytes, 4);
      const size = raw > 0x7fffffff ? 0x1_0000_0000 - raw : raw;
      return size > RFB_MAX_CUT_TEXT ? { kind: 'invalid', type } : { kind: 'complete', type, length: 8 + size };
    }
    case RFB_CLIENT_MESSAGE.clientFence:
      return need(9, () => 9 + bytes[8]!);
    case RFB_CLIENT_MESSAGE.xvp:
      return { kind: 'complete', type, length: 4 };
    case RFB_CLIENT_MESSAGE.setDesktopSize:
      return need(8, () => 8 + 16 * bytes[6]!);
    case RFB_CLIENT_MESSAGE.qemu:
      // Sub-type 0: QEMU extended key event (12 bytes); the audio sub-type 1 is not offered.
      if (bytes.length < 2) return { kind: 'incomplete' };
      return bytes[1] === 0 ? { kind: 'complete', type, length: 12 } : { kind: 'invalid', type };
    default:
      return { kind: 'invalid', type };
  }
}

/**
 * Follows the client's stream message by message: `push` the bytes as they come and get back the
 * messages to forward (in order) — all of them in a controlling session, only `VIEW_ONLY_ALLOWED`
 * ones in a view-only one. A message split over several chunks waits for its last byte; an unknown
 * message makes `push` answer `invalid` (the proxy then closes the session).
 */
export function createRfbClientFilter(viewOnly: boolean) {
  let pending = new Uint8Array(0);
  let dropped = 0;
  return {
    /** `input`: the chunk held a key, pointer or clipboard message (forwarded or not): the user is there. */
    push(chunk: Uint8Array): { forward: Uint8Array[]; invalid: boolean; input: boolean } {
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending, 0);
      joined.set(chunk, pending.length);
      const forward: Uint8Array[] = [];
      let input = false;
      let at = 0;
      for (;;) {
        const rest = joined.subarray(at);
        const found = rfbClientMessageLength(rest);
        if (found.kind === 'invalid') {
          pending = new Uint8Array(0);
          return { forward, invalid: true, input };
        }
        if (found.kind === 'incomplete' || rest.length < found.length) break;
        const message = rest.subarray(0, found.length);
        if (INPUT_MESSAGES.has(found.type)) input = true;
        if (!viewOnly || VIEW_ONLY_ALLOWED.has(found.type)) forward.push(message.slice());
        else dropped++;
        at += found.length;
      }
      pending = joined.slice(at);
      return { forward, invalid: false, input };
    },
    /** How many input messages a view-only session has dropped so far. */
    dropped: () => dropped,
  };
}
