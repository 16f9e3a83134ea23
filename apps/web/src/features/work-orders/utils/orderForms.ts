import { ATTACHMENT_MAX_BYTES } from '@fieldlink/domain';

export interface RequestValues {
  projectId?: number;
  deviceId?: number;
  problem: string;
  contactName: string;
  contactPhone: string;
  public?: boolean;
}

/** A repair request as the multipart form the server reads (fields, then `photos`). */
export function requestForm(values: RequestValues, photos: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null) form.append(name, String(value));
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.${photo.type === 'image/png' ? 'png' : 'jpg'}`));
  return form;
}

/** A first check in the browser (the server checks the content again): jpg/jpeg/png of at most 1 MB. */
export function photoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

/** An API file URL ("api/v1/files/…") relative to the app's folder. */
export function fileHref(url: string): string {
  return url.startsWith('/') || url.startsWith('http') ? url : `./${url}`;
}
