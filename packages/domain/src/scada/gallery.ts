import { z } from 'zod';

/** Spec §5/§8: gallery images are jpg/jpeg/png/gif up to 2048 KB; SVG too, sanitised on upload (issue 16). */
export const GALLERY_MAX_BYTES = 2048 * 1024;
export const GALLERY_TYPES = ['png', 'jpeg', 'gif', 'svg'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];
export const GALLERY_MIME: Record<GalleryType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
export const GALLERY_NAME_MAX_LENGTH = 40;

export const GalleryNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(GALLERY_NAME_MAX_LENGTH, { message: 'validation.tooLong' });

/**
 * The type by content, never by name or declared type: PNG, JPEG and GIF by their magic bytes, SVG
 * by an `<svg` root after an optional XML prolog, comments and doctype. Anything else is undefined.
 */
export function sniffImageType(bytes: Uint8Array): GalleryType | undefined {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  // The markup before the root is ASCII; a UTF-8 byte-order mark is skipped.
  const start = starts(0xef, 0xbb, 0xbf) ? 3 : 0;
  const head = String.fromCharCode(...bytes.subarray(start, start + 4096));
  const rest = head.replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (/^<svg[\s/>]/i.test(rest)) return 'svg';
  return undefined;
}
