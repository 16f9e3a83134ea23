import type { Task, TaskAction } from '@fieldlink/domain';
import { Empty, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { TaskProgress } from './TaskProgress';

/**
 * Tasks as progress cards under an intro line (phone production, my task): a spinner while loading, a
 * note when there are none. `onAction`/`onScrap` absent: the cards only show.
 */
export function TaskProgressList({
  testId,
  intro,
  loading,
  tasks,
  busy,
  onAction,
  onScrap,
}: {
  testId: string;
  intro: string;
  loading: boolean;
  tasks: readonly Task[];
  busy: boolean;
  onAction?: ((task: Task, action: TaskAction) => void) | undefined;
  onScrap?: ((task: Task, scrap: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} style={{ padding: 12 }}>
      <p style={{ color: '#666', fontSize: 13 }}>{intro}</p>
      {loading ? (
        <Spin />
      ) : tasks.length === 0 ? (
        <Empty description={t('production:noTasks')} />
      ) : (
        tasks.map((task) => (
          <TaskProgress
            key={task.id}
            task={task}
            busy={busy}
            {...(onAction ? { onAction: (action: TaskAction) => onAction(task, action) } : {})}
            {...(onScrap ? { onScrap: (scrap: number) => onScrap(task, scrap) } : {})}
          />
        ))
      )}
    </div>
  );
}
