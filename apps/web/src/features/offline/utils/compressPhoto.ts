/** The longest side of a photo kept offline, in pixels. */
export const OFFLINE_PHOTO_MAX_SIDE = 1600;
const QUALITY = 0.8;

/** The size a photo is drawn at: its own when it fits, else scaled so its longest side is `max`. */
export function fittedSize(width: number, height: number, max = OFFLINE_PHOTO_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo made small before it is stored on the phone (issue 40): redrawn at most 1600 px on its
 * longest side as a JPEG; the original when that is not smaller (a tiny picture) or the browser
 * cannot draw it.
 */
export async function compressPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: white behind, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return jpeg && jpeg.size < file.size ? jpeg : file;
  } catch {
    return file;
  }
}
