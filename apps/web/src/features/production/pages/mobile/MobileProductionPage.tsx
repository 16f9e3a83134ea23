import { useTranslation } from '../../../../i18n/useTranslation';
import { usePermission } from '../../../access';
import { TaskProgressList } from '../../components/TaskProgressList';
import { useProductionWrites, useTasks } from '../../hooks/useProduction';

/** Phone: production management as the tasks in scope with their live progress (templates, materials and figures are on the desk). */
export function MobileProductionPage() {
  const { t } = useTranslation();
  const permission = usePermission('productionManagement');
  const tasks = useTasks(false);
  const writes = useProductionWrites(false);
  return (
    <TaskProgressList
      testId="production-mobile"
      intro={t('production:intro')}
      loading={tasks.isLoading}
      tasks={tasks.data?.items ?? []}
      busy={writes.act.isPending}
      onAction={permission.can('edit') ? (task, action) => void writes.act.mutateAsync({ id: task.id, action }) : undefined}
    />
  );
}
