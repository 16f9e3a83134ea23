import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG drawn by `pixel(x, y)`, for the demo's photos and signature (no image library). */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A "photo" of a machine panel: a grey housing with a red warning lamp. */
export function demoPhoto(): Buffer {
  return drawPng(96, 72, (x, y) => {
    if ((x - 70) ** 2 + (y - 20) ** 2 < 64) return [220, 40, 40];
    if (x > 10 && x < 55 && y > 12 && y < 60) return [60, 90, 120];
    return [170 + (y % 8), 170, 175];
  });
}

/** A handwritten-looking signature stroke on white. */
export function demoSignature(): Buffer {
  return drawPng(160, 60, (x, y) => {
    const curve = 30 + 14 * Math.sin(x / 9) * Math.cos(x / 31);
    return Math.abs(y - curve) < 1.6 && x > 8 && x < 150 ? [20, 20, 60] : [255, 255, 255];
  });
}
