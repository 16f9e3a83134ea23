import type { SetValueResult } from '../api/monitoringApi';

export interface SetValueOutcome {
  tone: 'success' | 'error' | 'warning';
  /** An i18n key of the monitoring namespace. */
  key: string;
  params: Record<string, string>;
}

/** What the user is told after the device answered (or did not) a written value. */
export function setValueOutcome(result: SetValueResult): SetValueOutcome {
  switch (result.status) {
    case 'ok':
      return { tone: 'success', key: 'setValue.ok', params: {} };
    case 'error':
      return result.error
        ? { tone: 'error', key: 'setValue.error', params: { error: result.error } }
        : { tone: 'error', key: 'setValue.errorUnknown', params: {} };
    case 'timeout':
      return { tone: 'warning', key: 'setValue.timeout', params: {} };
  }
}
