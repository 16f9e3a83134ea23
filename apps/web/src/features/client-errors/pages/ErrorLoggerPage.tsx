import { ReloadOutlined } from '@ant-design/icons';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListPage } from '../../../lib/list/useListPage';
import { AdminPage } from '../../../ui/AdminPage';
import { clientErrorsApi, type ClientErrorEntry } from '../api/clientErrorsApi';
import { ClientErrorDrawer } from '../components/ClientErrorDrawer';
import { ClientErrorMessage } from '../components/ClientErrorMessage';
import { ClientErrorFilters, type ClientErrorFilterValues } from '../components/ClientErrorFilters';

/** Error logger (/error_logger/error_logger_page): every client error report, newest first. */
export function ErrorLoggerPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [open, setOpen] = useState<ClientErrorEntry | null>(null);
  const { filter, list, table } = useListPage({
    queryKey: ['client-errors', 'entries'],
    initialFilters: {} as ClientErrorFilterValues,
    fetch: (query) => clientErrorsApi.entries(client, query),
  });

  const columns: TableColumnsType<ClientErrorEntry> = [
    { title: t('clientErrors:columns.at'), dataIndex: 'at', render: formatTime, width: 170 },
    {
      title: t('clientErrors:columns.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: ClientErrorEntry['kind']) => <Tag color={kind === 'error' ? 'red' : 'orange'}>{t(`clientErrors:kinds.${kind}`)}</Tag>,
    },
    {
      title: t('clientErrors:columns.message'),
      dataIndex: 'message',
      ellipsis: true,
      render: (message: string, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)} style={{ padding: 0 }} data-testid="client-error-open">
          {row.kind === 'request' && `${row.method} ${row.url} → ${row.status}: `}
          <ClientErrorMessage message={message} />
        </Button>
      ),
    },
    { title: t('clientErrors:columns.route'), dataIndex: 'route', width: 200, ellipsis: true },
    {
      title: t('clientErrors:columns.user'),
      dataIndex: 'userName',
      width: 130,
      render: (name: string | null) => name ?? t('clientErrors:detail.anonymous'),
    },
    { title: t('clientErrors:columns.version'), dataIndex: 'version', width: 100 },
  ];

  return (
    <AdminPage
      title={t('clientErrors:loggerTitle')}
      testId="error-logger-page"
      filters={<ClientErrorFilters onApply={filter} />}
      actions={<Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('access:actions.refresh')} />}
    >
      <Table<ClientErrorEntry>
        rowKey="id"
        size="middle"
        data-testid="error-logger-table"
        columns={columns}
        locale={{ emptyText: t('clientErrors:empty') }}
        scroll={{ x: 'max-content' }}
        {...table}
      />
      <ClientErrorDrawer entry={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
