import type { Task, TaskAction } from '@fieldlink/domain';
import { Button, Card, InputNumber, Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';

const STATUS_COLOR: Record<Task['status'], string> = { planned: 'default', running: 'green', paused: 'orange', finished: 'blue' };
const ACTIONS: Record<Task['status'], TaskAction[]> = {
  planned: ['start', 'finish'],
  running: ['pause', 'finish'],
  paused: ['start', 'finish'],
  finished: [],
};

export const percentOf = (task: Pick<Task, 'good' | 'targetQuantity'>) =>
  task.targetQuantity > 0 ? Math.min(100, Math.round((task.good / task.targetQuantity) * 100)) : 0;

/**
 * One task's progress (both shells): product, device, shift, good pieces against the target as a bar,
 * output, scrap and cycle; with `onAction` the start / pause / finish buttons and the scrap entry.
 */
export function TaskProgress({
  task,
  onAction,
  onScrap,
  busy,
}: {
  task: Task;
  onAction?: (action: TaskAction) => void;
  onScrap?: (scrap: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [scrap, setScrap] = useState<number | null>(null);
  return (
    <Card
      size="small"
      data-testid={`task-${task.id}`}
      title={`${task.product} · ${task.deviceName}`}
      extra={<Tag color={STATUS_COLOR[task.status]}>{t(builtKey(`production:status.${task.status}`))}</Tag>}
      style={{ marginBottom: 12 }}
    >
      <Typography.Text type="secondary">
        {task.day} · {t(builtKey(`production:shift.${task.shift}`))} · {task.templateName}
        {task.operatorName ? ` · ${task.operatorName}` : ''}
      </Typography.Text>
      <Progress percent={percentOf(task)} status={task.status === 'running' ? 'active' : 'normal'} />
      <Space wrap size="large">
        <span data-testid={`task-output-${task.id}`} data-output={task.output}>
          {t('production:fields.output')}: <b>{task.output}</b> / {task.targetQuantity}
        </span>
        <span>
          {t('production:fields.scrap')}: {task.scrap}
        </span>
        <span>
          {t('production:fields.cycle')}: {task.actualCycleSeconds === null ? '—' : `${task.actualCycleSeconds.toFixed(1)} s`} (
          {t('production:fields.standard')} {task.cycleSeconds} s)
        </span>
        {task.counterPointName === null && <Tag>{t('production:manual')}</Tag>}
      </Space>
      {onAction && ACTIONS[task.status].length > 0 && (
        <Space wrap style={{ marginTop: 12 }}>
          {ACTIONS[task.status].map((action) => (
            <Button
              key={action}
              type={action === 'start' ? 'primary' : 'default'}
              danger={action === 'finish'}
              loading={busy}
              onClick={() => onAction(action)}
              data-testid={`task-${action}-${task.id}`}
            >
              {t(builtKey(`production:actions.${action}`))}
            </Button>
          ))}
          {onScrap && (
            <Space.Compact>
              <InputNumber min={0} max={task.output} placeholder={t('production:fields.scrap')} value={scrap} onChange={setScrap} />
              <Button disabled={scrap === null} onClick={() => scrap !== null && onScrap(scrap)}>
                {t('production:actions.scrap')}
              </Button>
            </Space.Compact>
          )}
        </Space>
      )}
    </Card>
  );
}
