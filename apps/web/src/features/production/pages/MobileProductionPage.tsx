import { Empty, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access/hooks/usePermission';
import { TaskProgress } from '../components/TaskProgress';
import { useProductionWrites, useTasks } from '../hooks/useProduction';

/** Phone: production management as the tasks in scope with their live progress (templates, materials and figures are on the desk). */
export function MobileProductionPage() {
  const { t } = useTranslation();
  const permission = usePermission('productionManagement');
  const tasks = useTasks(false);
  const writes = useProductionWrites(false);
  const items = tasks.data?.items ?? [];
  return (
    <div data-testid="production-mobile" style={{ padding: 12 }}>
      <p style={{ color: '#666', fontSize: 13 }}>{t('production:intro')}</p>
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
            {...(permission.can('edit') ? { onAction: (action) => void writes.act.mutateAsync({ id: task.id, action }) } : {})}
          />
        ))
      )}
    </div>
  );
}
