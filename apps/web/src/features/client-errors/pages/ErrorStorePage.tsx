import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListPage } from '../../../lib/list/useListPage';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { AdminPage } from '../../../ui/AdminPage';
import { actionsColumn } from '../../../ui/actionsColumn';
import { DeleteRowButton } from '../../access';
import { useProfile } from '../../auth';
import { clientErrorsApi, type ClientErrorGroup } from '../api/clientErrorsApi';
import { ClientErrorDrawer } from '../components/ClientErrorDrawer';
import { ClientErrorMessage, useReadableErrorMessage } from '../components/ClientErrorMessage';
import { ClientErrorFilters, type ClientErrorFilterValues } from '../components/ClientErrorFilters';
import { useLatestEntry } from '../hooks/useLatestEntry';

/** Error store (/error_store/error_store_page): client errors grouped by fingerprint, most recent first. */
export function ErrorStorePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { message } = App.useApp();
  // Deleting a group is for administrators (grade 0 or 1) holding the page's delete key; the server checks both.
  const grade = useProfile(useShellKind()).data?.grade;
  const administrator = grade === 0 || grade === 1;
  const [open, setOpen] = useState<string | null>(null);
  const latest = useLatestEntry(open);
  const readable = useReadableErrorMessage();
  const { filter, list, table } = useListPage({
    queryKey: ['client-errors', 'groups'],
    initialFilters: {} as ClientErrorFilterValues,
    fetch: (query) => clientErrorsApi.groups(client, query),
  });

  const columns: TableColumnsType<ClientErrorGroup> = [
    {
      title: t('clientErrors:columns.message'),
      dataIndex: 'message',
      ellipsis: true,
      render: (message: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(row.fingerprint)}
          style={{ padding: 0 }}
          data-testid="client-error-group-open"
        >
          <ClientErrorMessage message={message} />
        </Button>
      ),
    },
    {
      title: t('clientErrors:columns.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: ClientErrorGroup['kind']) => <Tag color={kind === 'error' ? 'red' : 'orange'}>{t(`clientErrors:kinds.${kind}`)}</Tag>,
    },
    { title: t('clientErrors:columns.count'), dataIndex: 'count', width: 100, align: 'right' },
    { title: t('clientErrors:columns.users'), dataIndex: 'users', width: 120, align: 'right' },
    { title: t('clientErrors:columns.firstSeen'), dataIndex: 'firstSeen', render: formatTime, width: 170 },
    { title: t('clientErrors:columns.lastSeen'), dataIndex: 'lastSeen', render: formatTime, width: 170 },
    { title: t('clientErrors:columns.lastVersion'), dataIndex: 'lastVersion', width: 110 },
    ...(administrator
      ? [
          actionsColumn<ClientErrorGroup>(t('access:actionsColumn'), (row) => (
            <DeleteRowButton
              page="error_store_page"
              name={readable(row.message).slice(0, 60)}
              testId="client-error-group-delete"
              onDelete={async () => {
                await clientErrorsApi.removeGroup(client, row.fingerprint);
                void message.success(t('access:feedback.deleted'));
                await list.refetch();
              }}
            />
          )),
        ]
      : []),
  ];

  return (
    <AdminPage
      title={t('clientErrors:storeTitle')}
      testId="error-store-page"
      filters={<ClientErrorFilters onApply={filter} />}
      actions={<Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('access:actions.refresh')} />}
    >
      <Table<ClientErrorGroup>
        rowKey="fingerprint"
        size="middle"
        data-testid="error-store-table"
        columns={columns}
        locale={{ emptyText: t('clientErrors:empty') }}
        scroll={{ x: 'max-content' }}
        {...table}
      />
      <ClientErrorDrawer entry={latest} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
