import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Image kinds we accept, recognised by their first bytes (never by name or declared type). */
const SIGNATURES = {
  png: { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: 'image/png' },
  jpg: { bytes: [0xff, 0xd8, 0xff], type: 'image/jpeg' },
  gif: { bytes: [0x47, 0x49, 0x46, 0x38], type: 'image/gif' },
} as const;
export type ImageKind = keyof typeof SIGNATURES;

export function imageKind(data: Buffer): ImageKind | undefined {
  return (Object.keys(SIGNATURES) as ImageKind[]).find((kind) => SIGNATURES[kind].bytes.every((byte, i) => data[i] === byte));
}

export function contentTypeOf(name: string): string | undefined {
  const ext = path.extname(name).slice(1) as ImageKind;
  return SIGNATURES[ext]?.type;
}

/**
 * The headers every stored upload is served with (`/api/v1/files/*`): its type from its name (set
 * by content at upload), never sniffed; a sandboxing policy so nothing in it runs even when opened
 * on its own; shown inline only when it is a raster image, downloaded otherwise.
 */
export function storedFileHeaders(name: string): Record<string, string> {
  const type = contentTypeOf(name);
  return {
    'content-type': type ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': type ? 'inline' : 'attachment',
  };
}

/** A stored file's name: random, with the detected extension; nothing of the upload's own name. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif)$/;

/** Files under DATA_DIR/files/<folder>/, written under random names. */
export function fileStore(root: string) {
  return {
    async save(folder: string, data: Buffer, kind: ImageKind): Promise<string> {
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      await fs.writeFile(path.join(dir, name), data);
      return name;
    },
    /** The file's bytes, or undefined when the name is not one of ours or the file is gone. */
    async read(folder: string, name: string): Promise<Buffer | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      return fs.readFile(path.join(root, folder, name)).catch(() => undefined);
    },
    async remove(folder: string, name: string) {
      if (STORED_NAME.test(name)) await fs.rm(path.join(root, folder, name), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;
