import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';

/** Mobile project list. The project service does not exist yet, so it says so. */
export function ItemsPage() {
  const { t } = useTranslation();
  return <EmptyState testId="items-empty" title={t('mobile:items.empty')} description={t('mobile:items.emptyHint')} />;
}
