import { ViewFileSchema, type ViewFile } from '@fieldlink/domain';

/** Where an imported view file goes: a new view, or over an existing view's drawing (spec §5 warns first). */
export type ImportTarget = { mode: 'new' } | { mode: 'overwrite'; viewId: number };

/** Overwriting replaces a drawing nobody can get back: the user confirms first. */
export const needsOverwriteWarning = (target: ImportTarget): boolean => target.mode === 'overwrite';

/** The import call's query: `overwrite=<viewId>` only when overwriting. */
export function importQuery(target: ImportTarget): { overwrite?: number } {
  return target.mode === 'overwrite' ? { overwrite: target.viewId } : {};
}

/** A chosen file read as a view file, or the domain message key that says why not. */
export function readViewFile(text: string): { ok: true; file: ViewFile; raw: unknown } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'validation.viewFile' };
  }
  const parsed = ViewFileSchema.safeParse(raw);
  if (parsed.success) return { ok: true, file: parsed.data, raw };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, message: message.startsWith('validation.') ? message : 'validation.viewFile' };
}
