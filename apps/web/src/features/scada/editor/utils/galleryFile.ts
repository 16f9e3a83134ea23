import { GALLERY_MAX_BYTES } from '@fieldlink/domain';

/** File name endings the gallery accepts (spec §5: jpg/jpeg/png/gif; SVG too, sanitised by the server). */
export const GALLERY_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
export const GALLERY_ACCEPT = GALLERY_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The form's check before an upload, a domain message key when the file cannot go: the type by its
 * name and the size. The server still decides by the content.
 */
export function galleryFileProblem(file: { name: string; size: number }): 'error.galleryType' | 'error.gallerySize' | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(GALLERY_EXTENSIONS as readonly string[]).includes(extension)) return 'error.galleryType';
  if (file.size > GALLERY_MAX_BYTES || file.size === 0) return 'error.gallerySize';
  return undefined;
}

/** A gallery image's name from its file name (without the ending, within the name limit). */
export function galleryNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().slice(0, 40) || fileName.slice(0, 40);
}
