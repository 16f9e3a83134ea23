import { recipeReasonMessage, type Language } from '@fieldlink/domain';
import { builtKey, type Translate } from '../../../i18n/useTranslation';
import type { RecipeDownload } from '../api/recipesApi';

/**
 * A failed download's reason in the reader's language: its code's message with the detail (the
 * register, the words, the Modbus exception code); an entry with no code or one this version does
 * not know shows its text as the gateway said it.
 */
export function downloadReason(entry: Pick<RecipeDownload, 'error' | 'reason'>, t: Translate, language: Language): string {
  const message = recipeReasonMessage(entry.reason, language);
  if (message) return t(builtKey(`messages:${message.key}`), message.params);
  return entry.error ?? '';
}
