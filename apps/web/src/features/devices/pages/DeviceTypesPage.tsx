import type { DeviceTypeCreate } from '@fieldlink/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, ListToolbar, EditRowButton } from '../../access';
import { useListMutation } from '../../../lib/list/useListMutation';
import { formatTime } from '../../../lib/format/formatTime';
import { devicesApi, type DeviceTypeRow } from '../api/devicesApi';
import { DeviceTypeFormModal } from '../components/DeviceTypeFormModal';
import { actionsColumn } from '../../../ui/actionsColumn';

const PAGE = 'templateConfiguration';

/** Device types (/deviceMent/templateConfiguration). */
export function DeviceTypesPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DeviceTypeRow | null | undefined>(undefined);
  const list = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['device-types'] });

  const save = useListMutation(
    ({ id, body }: { id?: number; body: DeviceTypeCreate }) =>
      id ? devicesApi.updateType(client, id, body) : devicesApi.createType(client, body),
    ({ id }) => t(id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => devicesApi.removeType(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  const columns: TableColumnsType<DeviceTypeRow> = [
    { title: t('devices:types.name'), dataIndex: 'name' },
    { title: t('devices:types.remarks'), dataIndex: 'remarks', ellipsis: true },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 180 },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`device-type-edit-${row.id}`} />
          <DeleteRowButton
            page={PAGE}
            name={row.name}
            onDelete={() => remove.mutateAsync(row.id)}
            testId={`device-type-delete-${row.id}`}
          />
        </>
      ),
      { width: 120 },
    ),
  ];

  return (
    <AdminPage
      title={t('devices:types.title')}
      testId="device-types-page"
      toolbar={<ListToolbar page={PAGE} add={{ onClick: () => setEditing(null), testId: 'device-type-add' }} />}
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
