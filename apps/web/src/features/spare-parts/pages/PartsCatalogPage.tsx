import { ExportOutlined, InboxOutlined } from '@ant-design/icons';
import { isLowStock, type PartCreateInput } from '@fieldlink/domain';
import { Checkbox, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, ListToolbar, RowActionButton, EditRowButton } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { sparePartsApi, type PartRow } from '../api/sparePartsApi';
import { PartFormModal } from '../components/PartFormModal';
import { StockChangeModal } from '../components/StockChangeModal';
import { PARTS_QUERY_KEY } from '../hooks/useOrderParts';
import { actionsColumn } from '../../../ui/actionsColumn';

const PAGE = 'partsCatalog';

/** The parts catalogue with stock (/afterSales/partsCatalog): CRUD, stock in and adjustments, Excel export. */
export function PartsCatalogPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { filters, filter, refresh, table } = useListPage({
    queryKey: [...PARTS_QUERY_KEY, 'catalog'],
    initialFilters: { keyword: '', lowStock: false },
    fetch: (query) => sparePartsApi.parts(client, query),
    keepPrevious: false,
    refreshKey: PARTS_QUERY_KEY,
  });
  const [editing, setEditing] = useState<PartRow | null | undefined>(undefined);
  const [stocking, setStocking] = useState<PartRow | null>(null);
  const exporter = useExport(() => sparePartsApi.exportParts(client, filters), t('spareParts:catalog.title'));

  const save = useListMutation(
    ({ id, body }: { id?: number; body: PartCreateInput }) =>
      id ? sparePartsApi.updatePart(client, id, body) : sparePartsApi.createPart(client, body),
    ({ id }) => t(id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => sparePartsApi.removePart(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );
  const stock = useListMutation(
    ({ id, body }: { id: number; body: Parameters<typeof sparePartsApi.changeStock>[2] }) => sparePartsApi.changeStock(client, id, body),
    () => t('access:feedback.saved'),
    refresh,
  );

  const columns: TableColumnsType<PartRow> = [
    { title: t('spareParts:fields.code'), dataIndex: 'code', width: 140 },
    { title: t('spareParts:fields.name'), dataIndex: 'name' },
    { title: t('spareParts:fields.model'), dataIndex: 'model', ellipsis: true },
    { title: t('spareParts:fields.unit'), dataIndex: 'unit', width: 70 },
    { title: t('spareParts:fields.price'), dataIndex: 'price', width: 100, align: 'right', render: (v: number) => v.toFixed(2) },
    {
      title: t('spareParts:fields.stock'),
      dataIndex: 'stock',
      width: 130,
      align: 'right',
      render: (value: number, row) => (
        <Space size={4} data-testid={`part-stock-${row.code}`}>
          <span>{value}</span>
          {isLowStock(value, row.safetyStock) && <Tag color="red">{t('spareParts:catalog.low')}</Tag>}
        </Space>
      ),
    },
    { title: t('spareParts:fields.safetyStock'), dataIndex: 'safetyStock', width: 100, align: 'right' },
    { title: t('spareParts:fields.remarks'), dataIndex: 'remarks', ellipsis: true },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <RowActionButton
            page={PAGE}
            need="edit"
            icon={<InboxOutlined />}
            label={t('spareParts:catalog.stockIn')}
            onClick={() => setStocking(row)}
            testId={`part-stock-change-${row.code}`}
          />
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`part-edit-${row.code}`} />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`part-delete-${row.code}`} />
        </>
      ),
      { width: 130 },
    ),
  ];

  return (
    <AdminPage
      title={t('spareParts:catalog.title')}
      testId="parts-catalog-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          search={{ placeholder: t('access:keywordPlaceholder'), onSearch: (value) => filter({ keyword: value.trim() }) }}
          filters={
            <Checkbox checked={filters.lowStock} onChange={(e) => filter({ lowStock: e.target.checked })}>
              {t('spareParts:catalog.lowStock')}
            </Checkbox>
          }
          exporter={{ run: () => exporter.mutate(), pending: exporter.isPending, icon: <ExportOutlined /> }}
          add={{ onClick: () => setEditing(null), label: t('spareParts:catalog.add'), testId: 'part-add' }}
        />
      }
    >
      <Table<PartRow>
        rowKey="id"
        size="middle"
        columns={columns}
        locale={{ emptyText: t('spareParts:catalog.empty') }}
        scroll={{ x: 1100 }}
        {...table}
      />
      <PartFormModal
        open={editing !== undefined}
        part={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
      <StockChangeModal
        part={stocking}
        onClose={() => setStocking(null)}
        onSubmit={(body) => stock.mutateAsync({ id: stocking!.id, body })}
      />
    </AdminPage>
  );
}
