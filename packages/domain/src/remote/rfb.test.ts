import { describe, expect, it } from 'vitest';
import { createRfbClientFilter, rfbClientMessageLength } from './rfb.js';
import { REMOTE_TICKET_LIFE_MS, ticketState } from './tickets.js';

const key = (down: number) => Uint8Array.from([4, down, 0, 0, 0, 0, 0, 0x61]);
const pointer = Uint8Array.from([5, 1, 0, 10, 0, 20]);
const fbur = Uint8Array.from([3, 1, 0, 0, 0, 0, 3, 32, 2, 88]);
const encodings = Uint8Array.from([2, 0, 0, 2, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21]);
const pixelFormat = Uint8Array.from([0, 0, 0, 0, ...new Array<number>(16).fill(1)]);
const cut = (text: string) => Uint8Array.from([6, 0, 0, 0, 0, 0, 0, text.length, ...[...text].map((c) => c.charCodeAt(0))]);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('rfbClientMessageLength', () => {
  it.each([
    ['SetPixelFormat', pixelFormat, 20],
    ['SetEncodings with two', encodings, 12],
    ['FramebufferUpdateRequest', fbur, 10],
    ['KeyEvent', key(1), 8],
    ['PointerEvent', pointer, 6],
    ['ClientCutText', cut('hello'), 13],
    ['ClientFence with 3 bytes', Uint8Array.from([248, 0, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]), 12],
    ['SetDesktopSize with one screen', Uint8Array.from([251, 0, 3, 32, 2, 88, 1, 0, ...new Array<number>(16).fill(0)]), 24],
  ])('%s', (_name, bytes, length) => {
    expect(rfbClientMessageLength(bytes)).toMatchObject({ kind: 'complete', length });
  });

  it('asks for more bytes when the header is cut', () => {
    expect(rfbClientMessageLength(new Uint8Array(0))).toEqual({ kind: 'incomplete' });
    expect(rfbClientMessageLength(encodings.subarray(0, 3))).toEqual({ kind: 'incomplete' });
    expect(rfbClientMessageLength(cut('x').subarray(0, 7))).toEqual({ kind: 'incomplete' });
  });

  it('refuses an unknown type and an oversized cut text', () => {
    expect(rfbClientMessageLength(Uint8Array.from([7, 0, 0]))).toEqual({ kind: 'invalid', type: 7 });
    expect(rfbClientMessageLength(Uint8Array.from([6, 0, 0, 0, 0x00, 0x20, 0, 0]))).toEqual({ kind: 'invalid', type: 6 });
  });

  it('reads an extended-clipboard (negative) cut text length', () => {
    expect(rfbClientMessageLength(Uint8Array.from([6, 0, 0, 0, 0xff, 0xff, 0xff, 0xfc]))).toMatchObject({ length: 12 });
  });
});

describe('createRfbClientFilter', () => {
  it('passes everything in a controlling session, message by message', () => {
    const filter = createRfbClientFilter(false);
    const { forward, invalid } = filter.push(concat(fbur, key(1), pointer));
    expect(invalid).toBe(false);
    expect(forward.map((m) => m[0])).toEqual([3, 4, 5]);
  });

  it('drops key, pointer and clipboard in a view-only session and keeps the picture requests', () => {
    const filter = createRfbClientFilter(true);
    const { forward } = filter.push(concat(pixelFormat, encodings, key(1), fbur, pointer, cut('rm -rf'), key(0), fbur));
    expect(forward.map((m) => m[0])).toEqual([0, 2, 3, 3]);
    expect(filter.dropped()).toBe(4);
  });

  it('joins a message split across chunks, at every split point', () => {
    const stream = concat(key(1), fbur, encodings, pointer);
    for (let cutAt = 0; cutAt <= stream.length; cutAt++) {
      const filter = createRfbClientFilter(false);
      const a = filter.push(stream.subarray(0, cutAt));
      const b = filter.push(stream.subarray(cutAt));
      expect(concat(...a.forward, ...b.forward)).toEqual(stream);
    }
  });

  it('never lets a key through view-only however the bytes are split', () => {
    const stream = concat(fbur, key(1), key(0), fbur);
    const filter = createRfbClientFilter(true);
    const out = [...stream].flatMap((byte) => filter.push(Uint8Array.of(byte)).forward);
    expect(out.map((m) => m[0])).toEqual([3, 3]);
  });

  it('answers invalid on an unknown message', () => {
    const filter = createRfbClientFilter(false);
    const result = filter.push(concat(fbur, Uint8Array.of(99, 0)));
    expect(result.forward).toHaveLength(1);
    expect(result.invalid).toBe(true);
  });
});

describe('ticketState', () => {
  const issued = new Date('2026-01-01T00:00:00Z');
  const expiresAt = new Date(issued.getTime() + REMOTE_TICKET_LIFE_MS);
  it('is valid until its life is over, then expired; used once used', () => {
    expect(ticketState({ expiresAt, usedAt: null }, new Date(issued.getTime() + REMOTE_TICKET_LIFE_MS - 1))).toBe('valid');
    expect(ticketState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
    expect(ticketState({ expiresAt, usedAt: issued }, issued)).toBe('used');
  });
});
