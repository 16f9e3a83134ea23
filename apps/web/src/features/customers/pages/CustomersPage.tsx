import { DeleteRowButton, ListToolbar, EditRowButton } from '../../access';
import { HistoryOutlined } from '@ant-design/icons';
import type { CompanyCreate, CompanyHistorySettings } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { AdminPage } from '../../../ui/AdminPage';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { regionsApi, regionTree } from '../../regions';
import { companiesApi, type CompanyRow } from '../api/companiesApi';
import { CompanyFormModal } from '../components/CompanyFormModal';
import { CompanyHistoryModal } from '../components/CompanyHistoryModal';
import { actionsColumn } from '../../../ui/actionsColumn';
import { RowIconButton } from '../../../ui/RowIconButton';

const PAGE = 'customerManagement';

/** Customer management (/region1/customerManagement): the companies. */
export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { filter, refresh, table } = useListPage({
    queryKey: ['companies'],
    initialFilters: { keyword: '' },
    fetch: (query) => companiesApi.list(client, query),
  });
  const [editing, setEditing] = useState<CompanyRow | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<CompanyRow | null>(null);
  // Retention and HisDataLimit are the super user's alone (the server answers 403 to anyone else).
  const superUser = useProfile(useShellKind()).data?.grade === 0;

  const regions = useQuery({ queryKey: ['regions'], queryFn: () => regionsApi.list(client, true) });
  const regionName = useMemo(() => new Map((regions.data ?? []).map((region) => [region.id, region.name])), [regions.data]);
  const tree = useMemo(() => regionTree(regions.data ?? []), [regions.data]);

  const save = useListMutation(
    (values: CompanyCreate & { id?: number }) => {
      const { id, ...body } = values;
      return id ? companiesApi.update(client, id, body) : companiesApi.create(client, body);
    },
    (values) => t(values.id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const saveHistory = useMutation({
    mutationFn: ({ id, settings }: { id: number; settings: CompanyHistorySettings }) =>
      companiesApi.saveHistorySettings(client, id, settings),
    onSuccess: (_data, { id }) => {
      void message.success(t('access:feedback.saved'));
      void queryClient.invalidateQueries({ queryKey: ['companies', id, 'history-settings'] });
    },
  });
  const remove = useListMutation(
    (id: number) => companiesApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  // Stored codes show translated; free text from older data shows as it is.
  const coded = (ns: 'industries' | 'customerTypes') => (value: string | null) =>
    value ? (i18n.exists(`customers:${ns}.${value}`) ? t(builtKey(`customers:${ns}.${value}`)) : value) : '';

  const columns: TableColumnsType<CompanyRow> = [
    { title: t('customers:columns.name'), dataIndex: 'name', fixed: 'left' },
    { title: t('customers:columns.logoText'), dataIndex: 'logoText' },
    { title: t('customers:columns.industry'), dataIndex: 'industry', render: coded('industries') },
    { title: t('customers:columns.customerType'), dataIndex: 'customerType', render: coded('customerTypes') },
    { title: t('customers:columns.contactName'), dataIndex: 'contactName' },
    { title: t('customers:columns.contactPhone'), dataIndex: 'contactPhone' },
    { title: t('customers:columns.region'), dataIndex: 'regionId', render: (id: number | null) => (id ? (regionName.get(id) ?? '') : '') },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`company-edit-${row.id}`} />
          {superUser && (
            <RowIconButton
              icon={<HistoryOutlined />}
              label={t('customers:history.action')}
              onClick={() => setHistoryOf(row)}
              testId={`company-history-${row.id}`}
            />
          )}
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`company-delete-${row.id}`} />
        </>
      ),
      { fixed: 'right' },
    ),
  ];

  return (
    <AdminPage
      title={t('customers:title')}
      testId="customers-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          search={{
            placeholder: t('customers:searchPlaceholder'),
            onSearch: (value) => filter({ keyword: value.trim() }),
            testId: 'company-search',
          }}
          add={{ onClick: () => setEditing(null), testId: 'company-add' }}
        />
      }
    >
      <Table<CompanyRow>
        rowKey="id"
        size="middle"
        data-testid="companies-table"
        columns={columns}
        scroll={{ x: 'max-content' }}
        {...table}
      />
      <CompanyFormModal
        open={editing !== undefined}
        company={editing ?? null}
        regions={tree}
        onClose={() => setEditing(undefined)}
        onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.id })}
      />
      {superUser && (
        <CompanyHistoryModal
          company={historyOf}
          onClose={() => setHistoryOf(null)}
          onSubmit={(settings) => saveHistory.mutateAsync({ id: historyOf?.id ?? 0, settings })}
        />
      )}
    </AdminPage>
  );
}
