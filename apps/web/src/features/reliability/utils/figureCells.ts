import type { ReliabilityFiguresDto } from '@fieldlink/domain';
import type { CatalogKey } from '../../../i18n/useTranslation';
import { hours, percent } from './figures';

type Translate = (key: CatalogKey, params?: Record<string, unknown>) => string;

export interface FigureCell {
  key: string;
  label: string;
  value: string;
}

/** The headline figures of one group or the total, labelled and formatted, for either shell. */
export function figureCells(f: ReliabilityFiguresDto, t: Translate): FigureCell[] {
  const h = (ms: number | null) => (ms === null ? '—' : t('reliability:hours', { value: hours(ms) }));
  const shares = f.repairShares ? [f.repairShares.wait, f.repairShares.travel, f.repairShares.work].map(percent).join(' / ') : '—';
  const top = f.topSources[0];
  return [
    { key: 'failures', label: t('reliability:figures.failures'), value: String(f.failures) },
    { key: 'mtbf', label: t('reliability:figures.mtbf'), value: h(f.mtbfMs) },
    { key: 'mtbfOrders', label: t('reliability:figures.mtbfOrders'), value: h(f.mtbfOrdersMs) },
    { key: 'mttr', label: t('reliability:figures.mttr'), value: h(f.mttrMs) },
    { key: 'shares', label: t('reliability:figures.shares'), value: shares },
    { key: 'firstTimeFix', label: t('reliability:figures.firstTimeFix'), value: percent(f.firstTimeFixRate) },
    { key: 'repeatRate', label: t('reliability:figures.repeatRate'), value: percent(f.repeatRepairRate) },
    { key: 'availability', label: t('reliability:figures.availability'), value: percent(f.availability) },
    { key: 'topSource', label: t('reliability:figures.topSource'), value: top ? `${top.name} (${top.failures})` : '—' },
  ];
}
