import { RowActionButton } from '../../access/components/RowActionButton';
import { usePaging } from '../../access/hooks/usePaging';
import { DeleteRowButton } from '../../access/components/DeleteRowButton';
import { DownloadOutlined, EditOutlined, HistoryOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserCreate, UserUpdate } from '@fieldlink/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth/hooks/useProfile';
import { AdminPage } from '../../access/components/AdminPage';
import { Permission } from '../../access/components/Permission';
import { useExport } from '../../access/hooks/useExport';
import { usePermission } from '../../access/hooks/usePermission';
import { formatTime } from '../../access/utils/formatTime';
import { usersApi, type UserRow } from '../api/usersApi';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';
import { UserHistoryLimitModal } from '../components/UserHistoryLimitModal';

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
  const [keyword, setKeyword] = useState('');
  const { paging, firstPage, pagination } = usePaging();
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [limiting, setLimiting] = useState<UserRow | null>(null);

  const params = { ...paging, keyword };
  const list = useQuery({ queryKey: ['users', params], queryFn: () => usersApi.list(client, params), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });

  const save = useMutation({
    mutationFn: ({ id, create, update }: { id?: number; create?: UserCreate; update?: UserUpdate }) =>
      create ? usersApi.create(client, create) : usersApi.update(client, id ?? 0, update ?? {}),
    onSuccess: (_data, { create }) => {
      void message.success(t(create ? 'access:feedback.created' : 'access:feedback.saved'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => usersApi.remove(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });
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
  const exporter = useExport(() => usersApi.export(client, { keyword }), t('users:exportFile'));

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
    { title: t('users:columns.grade'), dataIndex: 'grade', render: (grade: number) => t(`users:grades.${grade}`) },
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
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <RowActionButton
            page={PAGE}
            need="edit"
            icon={<EditOutlined />}
            label={t('access:actions.edit')}
            onClick={() => setEditing(row)}
            testId={`user-edit-${row.id}`}
          />
          <RowActionButton
            page={PAGE}
            need="resetPassword"
            icon={<LockOutlined />}
            label={t('users:reset.action')}
            onClick={() => setResetting(row)}
            testId={`user-reset-${row.id}`}
          />
          {superUser && row.grade !== 0 && (
            <Tooltip title={t('users:historyLimit.action')}>
              <Button
                type="link"
                size="small"
                icon={<HistoryOutlined />}
                onClick={() => setLimiting(row)}
                data-testid={`user-history-limit-${row.id}`}
                aria-label={t('users:historyLimit.action')}
              />
            </Tooltip>
          )}
          <DeleteRowButton
            page={PAGE}
            name={row.userName}
            onDelete={() => remove.mutateAsync(row.id)}
            testId={`user-delete-${row.id}`}
            disabled={row.id === profile?.userId}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('users:title')}
      testId="users-page"
      filters={
        <Input.Search
          allowClear
          placeholder={t('users:searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
          style={{ width: 260, maxWidth: '100%' }}
          data-testid="user-search"
        />
      }
      actions={
        <>
          <Permission page={PAGE} need="export">
            <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()} data-testid="user-export">
              {t('access:actions.export')}
            </Button>
          </Permission>
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="user-add">
              {t('access:actions.add')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table<UserRow>
        rowKey="id"
        size="middle"
        data-testid="users-table"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.data?.total ?? 0)}
      />
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
