import { recipeReasonMessage } from '@fieldlink/domain';
import type { TFunction } from 'i18next';
import type { RecipeDownload } from '../api/recipesApi';

/**
 * A failed download's reason in the reader's language: its code's message with the detail (the
 * register, the words, the Modbus exception code); an entry with no code or one this version does
 * not know shows its text as the gateway said it.
 */
export function downloadReason(entry: Pick<RecipeDownload, 'error' | 'reason'>, t: TFunction): string {
  const message = recipeReasonMessage(entry.reason);
  if (message) return t(`messages:${message.key}`, message.params);
  return entry.error ?? '';
}
