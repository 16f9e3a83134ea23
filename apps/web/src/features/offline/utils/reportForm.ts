// The completion report's multipart form lives with the offline queue, which replays it later as the
// phone sends it at once (and the desktop's complete dialog too): one builder for both.
export interface ReportValues {
  solution: string;
  suggestion?: string | null;
  workingHours?: number | string | null;
  note?: string;
}

/** The completion report: fields, `photos` and the drawn `signature` PNG. */
export function reportForm(values: ReportValues, photos: readonly Blob[], signature: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.${photo.type === 'image/png' ? 'png' : 'jpg'}`));
  form.append('signature', signature, 'signature.png');
  return form;
}
