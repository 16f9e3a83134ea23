import type { Translate } from '../../../i18n/useTranslation';

/** A failed download's reason in the reader's language where it is a known one (the timeout), else as the gateway said it. */
export function downloadReason(error: string | null, t: Translate): string {
  if (!error) return '';
  if (error.startsWith('timeout')) return `${t('recipes:log.timeout')} (${error})`;
  return error;
}
