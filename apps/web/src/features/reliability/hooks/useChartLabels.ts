import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { EvidenceChartLabels } from '../utils/charts';

/** The evidence chart's labels in the running language (a stable object per language). */
export function useChartLabels(): EvidenceChartLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      value: t('reliability:evidence.point'),
      raisedAt: t('reliability:evidence.raisedAt'),
      clearedAt: t('reliability:evidence.clearedAt'),
      completedAt: t('reliability:evidence.completedAt'),
      recurredAt: t('reliability:evidence.recurredAt'),
      window: t('reliability:evidence.window'),
    }),
    [t],
  );
}
