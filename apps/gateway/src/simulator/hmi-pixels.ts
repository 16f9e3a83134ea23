import type { Frame } from './hmi-font.js';

/** A 32 bpp true-colour RFB pixel format: each channel scaled to its max and shifted into place. */
export interface PixelFormat {
  bigEndian: boolean;
  redMax: number;
  greenMax: number;
  blueMax: number;
  redShift: number;
  greenShift: number;
  blueShift: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Incremental updates compare and send the screen in tiles of this size. */
export const TILE = 16;

/** An 8-bit channel scaled to 0..max. */
const channel = (value: number, max: number) => Math.round((value * max) / 255);

/** The pixel value of a 0xRRGGBB colour in the format. */
export function pixelOf(colour: number, f: PixelFormat): number {
  const r = channel((colour >> 16) & 0xff, f.redMax);
  const g = channel((colour >> 8) & 0xff, f.greenMax);
  const b = channel(colour & 0xff, f.blueMax);
  // Shifts of 32 or more have no place in a 32-bit pixel; `>>> 0` keeps the result unsigned.
  const at = (v: number, shift: number) => (shift < 32 ? (v << shift) >>> 0 : 0);
  return (at(r, f.redShift) | at(g, f.greenShift) | at(b, f.blueShift)) >>> 0;
}

/** A FramebufferUpdate rectangle in Raw encoding: its 12-byte header, then its pixels row by row. */
export function encodeRaw(frame: Frame, rect: Rect, format: PixelFormat): Buffer {
  const out = Buffer.alloc(12 + rect.width * rect.height * 4);
  out.writeUInt16BE(rect.x, 0);
  out.writeUInt16BE(rect.y, 2);
  out.writeUInt16BE(rect.width, 4);
  out.writeUInt16BE(rect.height, 6);
  out.writeInt32BE(0, 8);
  // A screen has few colours: each is converted once.
  const converted = new Map<number, number>();
  let at = 12;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const colour = frame.pixels[y * frame.width + x]!;
      let pixel = converted.get(colour);
      if (pixel === undefined) converted.set(colour, (pixel = pixelOf(colour, format)));
      if (format.bigEndian) out.writeUInt32BE(pixel, at);
      else out.writeUInt32LE(pixel, at);
      at += 4;
    }
  }
  return out;
}

function clip(rect: Rect, frame: Frame): Rect {
  const x = Math.min(rect.x, frame.width);
  const y = Math.min(rect.y, frame.height);
  return { x, y, width: Math.min(rect.width, frame.width - x), height: Math.min(rect.height, frame.height - y) };
}

function differs(frame: Frame, sent: Uint32Array, r: Rect): boolean {
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let i = y * frame.width + r.x; i < y * frame.width + r.x + r.width; i++) if (frame.pixels[i] !== sent[i]) return true;
  }
  return false;
}

function remember(frame: Frame, sent: Uint32Array, r: Rect): void {
  for (let y = r.y; y < r.y + r.height; y++) {
    const from = y * frame.width + r.x;
    sent.set(frame.pixels.subarray(from, from + r.width), from);
  }
}

/**
 * The rectangles to send for an update request, noted in `sent` (what the client holds) as sent.
 * Not incremental: the requested area. Incremental: the tiles of the area that differ from `sent`,
 * neighbours in a tile row joined; undefined when none does (the request waits for a change).
 */
export function tileUpdate(frame: Frame, sent: Uint32Array, requested: Rect, incremental: boolean): Rect[] | undefined {
  const area = clip(requested, frame);
  if (!incremental) {
    remember(frame, sent, area);
    return area.width > 0 && area.height > 0 ? [area] : [];
  }
  const rects: Rect[] = [];
  for (let ty = Math.floor(area.y / TILE) * TILE; ty < area.y + area.height; ty += TILE) {
    const y = Math.max(ty, area.y);
    const height = Math.min(ty + TILE, area.y + area.height) - y;
    let run: Rect | undefined;
    for (let tx = Math.floor(area.x / TILE) * TILE; tx < area.x + area.width; tx += TILE) {
      const x = Math.max(tx, area.x);
      const tile = { x, y, width: Math.min(tx + TILE, area.x + area.width) - x, height };
      if (!differs(frame, sent, tile)) run = undefined;
      else if (run) run.width += tile.width;
      else rects.push((run = tile));
    }
  }
  rects.forEach((r) => remember(frame, sent, r));
  return rects.length > 0 ? rects : undefined;
}
