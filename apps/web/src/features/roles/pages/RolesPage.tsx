import { DeleteRowButton, ListToolbar, Permission, EditRowButton } from '../../access';
import { SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { AdminPage } from '../../../ui/AdminPage';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { companiesApi } from '../../customers';
import { rolesApi, type RoleInput, type RoleRow } from '../api/rolesApi';
import { RoleFormModal } from '../components/RoleFormModal';
import { actionsColumn } from '../../../ui/actionsColumn';

const PAGE = 'rbac_role_page';

/** Role management (/rbac/rbac_role_page). */
export function RolesPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const superUser = useProfile(useShellKind()).data?.grade === 0;
  const { filter, refresh, table } = useListPage({
    queryKey: ['roles'],
    initialFilters: { keyword: '' },
    fetch: (query) => rolesApi.list(client, query),
  });
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);

  const companies = useQuery({
    queryKey: ['companies', 'options'],
    queryFn: () => companiesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: superUser,
  });
  const companyName = new Map((companies.data?.items ?? []).map((company) => [company.id, company.name]));

  const save = useListMutation(
    (values: RoleInput & { id?: number }) =>
      values.id ? rolesApi.update(client, values.id, { name: values.name, remarks: values.remarks }) : rolesApi.create(client, values),
    (values) => t(values.id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => rolesApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

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
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
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
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`role-edit-${row.id}`} />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`role-delete-${row.id}`} />
        </>
      ),
      { fixed: 'right' },
    ),
  ];

  return (
    <AdminPage
      title={t('roles:title')}
      testId="roles-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          search={{
            placeholder: t('roles:searchPlaceholder'),
            onSearch: (value) => filter({ keyword: value.trim() }),
            testId: 'role-search',
          }}
          add={{ onClick: () => setEditing(null), testId: 'role-add' }}
        />
      }
    >
      <Table<RoleRow> rowKey="id" size="middle" data-testid="roles-table" columns={columns} scroll={{ x: 'max-content' }} {...table} />
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
