import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';

/** Mobile workbench. The work-order service does not exist yet, so it says so. */
export function WorkbenchPage() {
  const { t } = useTranslation();
  return <EmptyState testId="workbench-empty" title={t('mobile:workbench.empty')} description={t('mobile:workbench.emptyHint')} />;
}
