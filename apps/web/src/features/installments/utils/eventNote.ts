import type { InstallmentNote } from '@fieldlink/domain';
import { builtKey, type Translate } from '../../../i18n/useTranslation';

/** An event's reason or status in the reader's language (a person's own note kept as written). */
export function eventNoteText(t: Translate, note: InstallmentNote | null): string {
  if (!note) return '';
  const { note: personal, ...params } = note.params;
  const text = t(builtKey(`installments:notes.${note.key}`), params);
  return personal === undefined ? text : t('installments:notes.withNote', { text, note: personal });
}
