import type { SetValueResult } from '../api/monitoringApi';
import type { CatalogKey } from '../../../i18n/useTranslation';

export interface SetValueOutcome {
  tone: 'success' | 'error' | 'warning';
  key: Extract<CatalogKey, `monitoring:setValue.${string}`>;
  params: { error?: string };
}

/** What the user is told after the device answered (or did not) a written value. */
export function setValueOutcome(result: SetValueResult): SetValueOutcome {
  switch (result.status) {
    case 'ok':
      return { tone: 'success', key: 'monitoring:setValue.ok', params: {} };
    case 'error':
      return result.error
        ? { tone: 'error', key: 'monitoring:setValue.error', params: { error: result.error } }
        : { tone: 'error', key: 'monitoring:setValue.errorUnknown', params: {} };
    case 'timeout':
      return { tone: 'warning', key: 'monitoring:setValue.timeout', params: {} };
  }
}
