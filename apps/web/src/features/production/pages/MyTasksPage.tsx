import { Empty, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access/hooks/usePermission';
import { TaskProgress } from '../components/TaskProgress';
import { useProductionWrites, useTasks } from '../hooks/useProduction';

/** My task (both shells): the operator's own tasks, running first, with progress read again every few seconds. */
export function MyTasksPage() {
  const { t } = useTranslation();
  const permission = usePermission('myTask');
  const tasks = useTasks(true);
  const writes = useProductionWrites(true);
  const items = [...(tasks.data?.items ?? [])].sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'));
  return (
    <div data-testid="my-tasks" style={{ padding: 12 }}>
      <p style={{ color: '#666', fontSize: 13 }}>{t('production:myIntro')}</p>
      {tasks.isLoading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('production:noTasks')} />
      ) : (
        items.map((task) => (
          <TaskProgress
            key={task.id}
            task={task}
            busy={writes.act.isPending}
            {...(permission.can('edit')
              ? {
                  onAction: (action) => void writes.act.mutateAsync({ id: task.id, action }),
                  onScrap: (scrap) => void writes.counts.mutateAsync({ id: task.id, body: { scrap } }),
                }
              : {})}
          />
        ))
      )}
    </div>
  );
}
