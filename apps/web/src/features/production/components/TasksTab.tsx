import { PlusOutlined } from '@ant-design/icons';
import { SHIFTS, TaskCreateSchema, type Task, type TaskCreate } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Modal, Progress, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission } from '../../access';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import { useOperators, useProductionWrites, useTasks, useTemplates } from '../hooks/useProduction';
import { schemaCheck } from './schemaCheck';
import { percentOf } from './TaskProgress';

const PAGE = 'productionManagement';

/** The tasks tab: every task in scope with live progress, start / pause / finish, and the form that plans one. */
export function TasksTab() {
  const { t } = useTranslation();
  const client = useApiClient();
  const tasks = useTasks(false);
  const templates = useTemplates();
  const writes = useProductionWrites(false);
  const operators = useOperators(true);
  const batch = useBatchDelete(
    (id) => writes.removeTask.mutateAsync(id),
    () => tasks.refetch(),
  );
  const [form] = Form.useForm();
  const [open, setOpen] = useState(false);
  const deviceId = Form.useWatch('deviceId', form) as number | undefined;
  const devices = useQuery({
    queryKey: ['production', 'devices'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true),
  });
  const points = useQuery({
    queryKey: ['production', 'points', deviceId],
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: deviceId !== undefined,
  });

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Record<string, unknown>;
    const values = {
      ...raw,
      day: raw.day ? dayjs(raw.day as string).format('YYYY-MM-DD') : undefined,
      counterPointId: raw.counterPointId ?? null,
      operatorId: raw.operatorId ?? null,
    };
    const body = schemaCheck<TaskCreate>(TaskCreateSchema, values, form, (key) => t(builtKey(`messages:${key}`)));
    if (!body) return;
    await writes.createTask.mutateAsync(body);
    setOpen(false);
  };

  const columns: TableColumnsType<Task> = [
    { title: t('production:fields.product'), key: 'product', render: (_v, task) => `${task.product} (${task.templateName})` },
    { title: t('production:fields.device'), dataIndex: 'deviceName' },
    { title: t('production:fields.day'), key: 'day', render: (_v, task) => `${task.day} ${t(builtKey(`production:shift.${task.shift}`))}` },
    { title: t('production:fields.operator'), dataIndex: 'operatorName' },
    {
      title: t('production:fields.status'),
      key: 'status',
      render: (_v, task) => <Tag>{t(builtKey(`production:status.${task.status}`))}</Tag>,
    },
    {
      title: t('production:fields.progress'),
      key: 'progress',
      width: 220,
      render: (_v, task) => (
        <div data-testid={`task-row-output-${task.id}`}>
          <Progress percent={percentOf(task)} size="small" />
          {task.output} / {task.targetQuantity} · {t('production:fields.scrap')} {task.scrap}
        </div>
      ),
    },
    actionsColumn<Task>(t('production:fields.actions'), (task) => (
      <Permission page={PAGE} need="edit">
        <Space size={0}>
          {(['start', 'pause', 'finish'] as const)
            .filter((a) =>
              a === 'start'
                ? task.status === 'planned' || task.status === 'paused'
                : a === 'pause'
                  ? task.status === 'running'
                  : task.status !== 'finished',
            )
            .map((action) => (
              <Button key={action} type="link" onClick={() => void writes.act.mutateAsync({ id: task.id, action })}>
                {t(builtKey(`production:actions.${action}`))}
              </Button>
            ))}
        </Space>
      </Permission>
    )),
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Permission page={PAGE} need="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="task-add"
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ shift: 'day', day: dayjs() });
              setOpen(true);
            }}
          >
            {t('production:newTask')}
          </Button>
        </Permission>
        <BatchDeleteButton page={PAGE} batch={batch} testId="tasks-batch-delete" />
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={tasks.isLoading}
        columns={columns}
        dataSource={tasks.data?.items ?? []}
        rowSelection={batch.rowSelection}
      />
      <Modal
        open={open}
        title={t('production:newTask')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        confirmLoading={writes.createTask.isPending}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="templateId" label={t('production:fields.template')} required>
            <Select options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: `${tpl.name} · ${tpl.product}` }))} />
          </Form.Item>
          <Form.Item name="deviceId" label={t('production:fields.device')} required>
            <Select
              showSearch
              optionFilterProp="label"
              options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
              onChange={() => form.setFieldValue('counterPointId', undefined)}
            />
          </Form.Item>
          <Form.Item name="counterPointId" label={t('production:fields.counter')} extra={t('production:counterHelp')}>
            <Select allowClear options={(points.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
          <Space>
            <Form.Item name="day" label={t('production:fields.day')} required>
              <DatePicker />
            </Form.Item>
            <Form.Item name="shift" label={t('production:fields.shift')} required>
              <Select style={{ width: 140 }} options={SHIFTS.map((s) => ({ value: s, label: t(builtKey(`production:shift.${s}`)) }))} />
            </Form.Item>
          </Space>
          <Form.Item name="operatorId" label={t('production:fields.operator')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={(operators.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
