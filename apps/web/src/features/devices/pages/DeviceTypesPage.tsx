import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DeviceTypeCreate } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../access/components/AdminPage';
import { Permission } from '../../access/components/Permission';
import { formatTime } from '../../access/utils/formatTime';
import { devicesApi, type DeviceTypeRow } from '../api/devicesApi';
import { DeviceTypeFormModal } from '../components/DeviceTypeFormModal';

const PAGE = 'templateConfiguration';

/** Device types (/deviceMent/templateConfiguration). */
export function DeviceTypesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DeviceTypeRow | null | undefined>(undefined);
  const list = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['device-types'] });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DeviceTypeCreate }) =>
      id ? devicesApi.updateType(client, id, body) : devicesApi.createType(client, body),
    onSuccess: (_data, { id }) => {
      void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => devicesApi.removeType(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const columns: TableColumnsType<DeviceTypeRow> = [
    { title: t('devices:types.name'), dataIndex: 'name' },
    { title: t('devices:types.remarks'), dataIndex: 'remarks', ellipsis: true },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 180 },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Space size={0}>
          <Permission page={PAGE} need="edit">
            <Tooltip title={t('access:actions.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(row)}
                aria-label={t('access:actions.edit')}
              />
            </Tooltip>
          </Permission>
          <Permission page={PAGE} need="delete">
            <Popconfirm
              title={t('access:confirmDelete', { name: row.name })}
              okText={t('access:actions.delete')}
              cancelText={t('access:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('access:actions.delete')} />
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('devices:types.title')}
      testId="device-types-page"
      actions={
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="device-type-add">
            {t('access:actions.add')}
          </Button>
        </Permission>
      }
    >
      <Table<DeviceTypeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('devices:types.empty') }}
        pagination={{ pageSize: 20, showTotal: (total) => t('access:total', { total }) }}
      />
      <DeviceTypeFormModal
        open={editing !== undefined}
        type={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AdminPage>
  );
}
