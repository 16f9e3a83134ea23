import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { describeCondition, type AlarmCondition } from '@fieldlink/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { DeleteRowButton, Permission } from '../../access';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { useListPage } from '../../../lib/list/useListPage';
import { pointsApi } from '../../points';
import { alarmsApi, type AlarmSourceBody, type AlarmSourceRow } from '../api/alarmsApi';
import { AlarmLevelTag } from './AlarmLevelTag';
import { AlarmSourceFormModal } from './AlarmSourceFormModal';

const PAGE = 'alarm_config';

export interface AlarmSourcesPanelProps {
  /** Sources of this device (adding needs one); all the caller may see without it. */
  deviceId?: number;
  /** Narrow to one project. */
  projectId?: number;
  keyword?: string;
}

/** Alarm sources as a table with add, edit and delete (the points editor's section and the alarm config page). */
export function AlarmSourcesPanel({ deviceId, projectId, keyword }: AlarmSourcesPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const { table, refresh } = useListPage({
    queryKey: ['alarm-sources'],
    initialFilters: {},
    scope: { deviceId, projectId, keyword: keyword || undefined },
    fetch: (query) => alarmsApi.sources(client, query),
  });
  const [editing, setEditing] = useState<AlarmSourceRow | null | undefined>(undefined);
  const pointsDevice = editing ? editing.deviceId : deviceId;
  const points = useQuery({
    queryKey: ['points', pointsDevice],
    queryFn: () => pointsApi.list(client, pointsDevice!),
    enabled: pointsDevice !== undefined,
  });
  const pointList = (points.data?.items ?? []).map((p) => ({ id: p.id, name: p.name }));
  const nameOf = (id: number) => pointList.find((p) => p.id === id)?.name;

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AlarmSourceBody }) =>
      id ? alarmsApi.updateSource(client, id, body) : alarmsApi.createSource(client, body),
    onSuccess: (_data, { id }) => {
      void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => alarmsApi.removeSource(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const batch = useBatchDelete((id) => alarmsApi.removeSource(client, id), refresh);

  return (
    <Flex vertical gap={12} data-testid="alarm-sources-panel">
      <Flex justify="flex-end" gap={8}>
        <BatchDeleteButton page={PAGE} batch={batch} testId="alarm-sources-batch-delete" />
        <Permission page={PAGE} need="add">
          <Tooltip title={deviceId === undefined ? t('alarms:sources.pickDevice') : undefined}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={deviceId === undefined}
              onClick={() => setEditing(null)}
              data-testid="alarm-source-add"
            >
              {t('alarms:sources.add')}
            </Button>
          </Tooltip>
        </Permission>
      </Flex>
      <Table<AlarmSourceRow>
        rowKey="id"
        rowSelection={batch.rowSelection}
        size="middle"
        {...table}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `alarm-source-row-${row.id}` }) as never}
        columns={[
          {
            key: 'level',
            title: t('alarms:columns.level'),
            dataIndex: 'level',
            render: (level: number) => <AlarmLevelTag level={level} />,
          },
          { key: 'name', title: t('alarms:columns.name'), dataIndex: 'name' },
          ...(deviceId === undefined ? [{ key: 'device', title: t('alarms:columns.device'), dataIndex: 'deviceName' }] : []),
          { key: 'point', title: t('alarms:columns.point'), dataIndex: 'pointName' },
          {
            key: 'condition',
            title: t('alarms:columns.condition'),
            render: (_v, row) => <code>{describeCondition(row.condition as AlarmCondition, nameOf)}</code>,
          },
          {
            key: 'options',
            title: t('alarms:columns.options'),
            render: (_v, row) => (
              <Space size={4} wrap>
                {row.deadband > 0 && <Tag>{`${t('alarms:form.deadband')} ${row.deadband}`}</Tag>}
                {row.minDurationMs > 0 && <Tag>{`${row.minDurationMs} ms`}</Tag>}
                {row.maxCountEnabled && <Tag>{`≤ ${row.maxCount}/d`}</Tag>}
                {row.generateWorkOrder && <Tag color="blue">{t('alarms:form.generateWorkOrder')}</Tag>}
                {!row.enabled && <Tag color="default">off</Tag>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('alarms:columns.actions'),
            fixed: 'right',
            render: (_v, row) => (
              <Space size={0}>
                <Permission page={PAGE} need="edit">
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(row)}
                    data-testid={`alarm-source-edit-${row.id}`}
                    aria-label={t('alarms:sources.edit')}
                  />
                </Permission>
                <DeleteRowButton
                  page={PAGE}
                  name={row.name}
                  onDelete={() => remove.mutateAsync(row.id)}
                  testId={`alarm-source-delete-${row.id}`}
                />
              </Space>
            ),
          },
        ]}
      />
      <AlarmSourceFormModal
        open={editing !== undefined}
        source={editing ?? null}
        points={pointList}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </Flex>
  );
}
