import { useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access';
import { TaskProgressList } from '../components/TaskProgressList';
import { useProductionWrites, useTasks } from '../hooks/useProduction';

/** My task (both shells): the operator's own tasks, running first, their progress pushed live by the stream. */
export function MyTasksPage() {
  const { t } = useTranslation();
  const permission = usePermission('myTask');
  const tasks = useTasks(true);
  const writes = useProductionWrites(true);
  const items = [...(tasks.data?.items ?? [])].sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'));
  const editable = permission.can('edit');
  return (
    <TaskProgressList
      testId="my-tasks"
      intro={t('production:myIntro')}
      loading={tasks.isLoading}
      tasks={items}
      busy={writes.act.isPending}
      onAction={editable ? (task, action) => void writes.act.mutateAsync({ id: task.id, action }) : undefined}
      onScrap={editable ? (task, scrap) => void writes.counts.mutateAsync({ id: task.id, body: { scrap } }) : undefined}
    />
  );
}
