import { RowActionButton, DeleteRowButton, ListToolbar, usePermission, EditRowButton } from '../../access';
import { HistoryOutlined, LockOutlined } from '@ant-design/icons';
import type { UserCreate, UserUpdate } from '@fieldlink/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { AdminPage } from '../../../ui/AdminPage';
import { useExport } from '../../../lib/files/useExport';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { usersApi, type UserRow } from '../api/usersApi';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';
import { UserHistoryLimitModal } from '../components/UserHistoryLimitModal';
import { actionsColumn } from '../../../ui/actionsColumn';
import { RowIconButton } from '../../../ui/RowIconButton';

const PAGE = 'personnelManagement';

/** User management (/rbac/personnelManagement). */
export function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const profile = useProfile(useShellKind()).data;
  const { can } = usePermission(PAGE);
  const superUser = profile?.grade === 0;
  const { filters, filter, refresh, table } = useListPage({
    queryKey: ['users'],
    initialFilters: { keyword: '' },
    fetch: (query) => usersApi.list(client, query),
  });
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [limiting, setLimiting] = useState<UserRow | null>(null);

  const save = useListMutation(
    ({ id, create, update }: { id?: number; create?: UserCreate; update?: UserUpdate }) =>
      create ? usersApi.create(client, create) : usersApi.update(client, id ?? 0, update ?? {}),
    ({ create }) => t(create ? 'access:feedback.created' : 'access:feedback.saved'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => usersApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );
  const toggle = useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => usersApi.update(client, id, { disabled }),
    onSettled: () => void refresh(),
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => usersApi.resetPassword(client, id, password),
    onSuccess: () => void message.success(t('users:reset.done')),
  });
  const saveLimit = useMutation({
    mutationFn: ({ id, days }: { id: number; days: number | null }) => usersApi.saveHistoryLimit(client, id, days),
    onSuccess: (_data, { id }) => {
      void message.success(t('access:feedback.saved'));
      void queryClient.invalidateQueries({ queryKey: ['users', id, 'history-limit'] });
    },
  });
  const exporter = useExport(() => usersApi.export(client, { keyword: filters.keyword }), t('users:exportFile'));

  const columns: TableColumnsType<UserRow> = [
    {
      title: t('users:columns.userName'),
      dataIndex: 'userName',
      fixed: 'left',
      render: (name: string, row) => (
        <Space size={4}>
          {name}
          {row.isDemo && <Tag color="gold">{t('users:demo')}</Tag>}
        </Space>
      ),
    },
    { title: t('users:columns.phone'), dataIndex: 'phone' },
    { title: t('users:columns.email'), dataIndex: 'email', ellipsis: true },
    ...(superUser ? [{ title: t('users:columns.company'), dataIndex: 'companyName', ellipsis: true }] : []),
    {
      title: t('users:columns.roles'),
      dataIndex: 'roles',
      render: (roles: UserRow['roles']) => roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    { title: t('users:columns.grade'), dataIndex: 'grade', render: (grade: number) => t(builtKey(`users:grades.${grade}`)) },
    {
      title: t('users:columns.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean, row) => (
        <Switch
          size="small"
          checked={!disabled}
          checkedChildren={t('users:status.enabled')}
          unCheckedChildren={t('users:status.disabled')}
          disabled={!can('edit') || row.id === profile?.userId}
          loading={toggle.isPending && toggle.variables.id === row.id}
          onChange={(checked) => toggle.mutate({ id: row.id, disabled: !checked })}
          data-testid={`user-status-${row.id}`}
        />
      ),
    },
    { title: t('users:columns.creator'), dataIndex: 'createdByName' },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`user-edit-${row.id}`} />
          <RowActionButton
            page={PAGE}
            need="resetPassword"
            icon={<LockOutlined />}
            label={t('users:reset.action')}
            onClick={() => setResetting(row)}
            testId={`user-reset-${row.id}`}
          />
          {superUser && row.grade !== 0 && (
            <RowIconButton
              icon={<HistoryOutlined />}
              label={t('users:historyLimit.action')}
              onClick={() => setLimiting(row)}
              testId={`user-history-limit-${row.id}`}
            />
          )}
          <DeleteRowButton
            page={PAGE}
            name={row.userName}
            onDelete={() => remove.mutateAsync(row.id)}
            testId={`user-delete-${row.id}`}
            disabled={row.id === profile?.userId}
          />
        </>
      ),
      { fixed: 'right' },
    ),
  ];

  return (
    <AdminPage
      title={t('users:title')}
      testId="users-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          search={{
            placeholder: t('users:searchPlaceholder'),
            onSearch: (value) => filter({ keyword: value.trim() }),
            width: 260,
            testId: 'user-search',
          }}
          exporter={{ run: () => exporter.mutate(), pending: exporter.isPending, testId: 'user-export' }}
          add={{ onClick: () => setEditing(null), testId: 'user-add' }}
        />
      }
    >
      <Table<UserRow> rowKey="id" size="middle" data-testid="users-table" columns={columns} scroll={{ x: 'max-content' }} {...table} />
      <UserFormModal
        open={editing !== undefined}
        user={editing ?? null}
        superUser={superUser}
        onClose={() => setEditing(undefined)}
        onSubmit={({ create, update }) => save.mutateAsync({ id: editing?.id, create, update })}
      />
      <ResetPasswordModal
        user={resetting}
        onClose={() => setResetting(null)}
        onSubmit={(password) => reset.mutateAsync({ id: resetting?.id ?? 0, password })}
      />
      {superUser && (
        <UserHistoryLimitModal
          user={limiting}
          onClose={() => setLimiting(null)}
          onSubmit={(days) => saveLimit.mutateAsync({ id: limiting?.id ?? 0, days })}
        />
      )}
    </AdminPage>
  );
}
