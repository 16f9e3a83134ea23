import { RowActionButton } from '../../access/components/RowActionButton';
import { usePaging } from '../../access/hooks/usePaging';
import { DeleteRowButton } from '../../access/components/DeleteRowButton';
import { EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth/hooks/useProfile';
import { AdminPage } from '../../access/components/AdminPage';
import { Permission } from '../../access/components/Permission';
import { formatTime } from '../../access/utils/formatTime';
import { companiesApi } from '../../customers/api/companiesApi';
import { rolesApi, type RoleInput, type RoleRow } from '../api/rolesApi';
import { RoleFormModal } from '../components/RoleFormModal';

const PAGE = 'rbac_role_page';

/** Role management (/rbac/rbac_role_page). */
export function RolesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const superUser = useProfile(useShellKind()).data?.grade === 0;
  const [keyword, setKeyword] = useState('');
  const { paging, firstPage, pagination } = usePaging();
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);

  const params = { ...paging, keyword };
  const list = useQuery({ queryKey: ['roles', params], queryFn: () => rolesApi.list(client, params), placeholderData: keepPreviousData });
  const companies = useQuery({
    queryKey: ['companies', 'options'],
    queryFn: () => companiesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: superUser,
  });
  const companyName = new Map((companies.data?.items ?? []).map((company) => [company.id, company.name]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['roles'] });

  const save = useMutation({
    mutationFn: (values: RoleInput & { id?: number }) =>
      values.id ? rolesApi.update(client, values.id, { name: values.name, remarks: values.remarks }) : rolesApi.create(client, values),
    onSuccess: (_data, values) => {
      void message.success(t(values.id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => rolesApi.remove(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const columns: TableColumnsType<RoleRow> = [
    { title: t('roles:columns.name'), dataIndex: 'name', fixed: 'left' },
    ...(superUser
      ? [
          {
            title: t('users:columns.company'),
            dataIndex: 'companyId',
            render: (id: number | null) => (id ? (companyName.get(id) ?? id) : ''),
          },
        ]
      : []),
    { title: t('access:remarks'), dataIndex: 'remarks', ellipsis: true },
    { title: t('roles:columns.userCount'), dataIndex: 'userCount', align: 'right', width: 100 },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Permission page="role-permission" need="view">
            <Button
              type="link"
              size="small"
              icon={<SafetyOutlined />}
              onClick={() => void navigate(`/rbac/role-permission?roleId=${row.id}`)}
              data-testid={`role-permissions-${row.id}`}
            >
              {t('roles:permissions.action')}
            </Button>
          </Permission>
          <RowActionButton
            page={PAGE}
            need="edit"
            icon={<EditOutlined />}
            label={t('access:actions.edit')}
            onClick={() => setEditing(row)}
            testId={`role-edit-${row.id}`}
          />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`role-delete-${row.id}`} />
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('roles:title')}
      testId="roles-page"
      filters={
        <Input.Search
          allowClear
          placeholder={t('roles:searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="role-search"
        />
      }
      actions={
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="role-add">
            {t('access:actions.add')}
          </Button>
        </Permission>
      }
    >
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        data-testid="roles-table"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.data?.total ?? 0)}
      />
      <RoleFormModal
        open={editing !== undefined}
        role={editing ?? null}
        companies={superUser ? (companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.name })) : undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.id })}
      />
    </AdminPage>
  );
}
