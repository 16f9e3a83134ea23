import { DeleteOutlined, EditOutlined, ExportOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { isLowStock, type PartCreateInput } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Input, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../access/components/AdminPage';
import { Permission } from '../../access/components/Permission';
import { useExport } from '../../access/hooks/useExport';
import { usePaging } from '../../access/hooks/usePaging';
import { sparePartsApi, type PartRow } from '../api/sparePartsApi';
import { PartFormModal } from '../components/PartFormModal';
import { StockChangeModal } from '../components/StockChangeModal';
import { PARTS_QUERY_KEY } from '../hooks/useOrderParts';

const PAGE = 'partsCatalog';

/** The parts catalogue with stock (/afterSales/partsCatalog): CRUD, stock in and adjustments, Excel export. */
export function PartsCatalogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { paging, firstPage, pagination } = usePaging();
  const [keyword, setKeyword] = useState('');
  const [lowStock, setLowStock] = useState(false);
  const [editing, setEditing] = useState<PartRow | null | undefined>(undefined);
  const [stocking, setStocking] = useState<PartRow | null>(null);
  const filters = { keyword, lowStock };
  const list = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'catalog', paging, filters],
    queryFn: () => sparePartsApi.parts(client, { ...paging, ...filters }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PARTS_QUERY_KEY });
  const exporter = useExport(() => sparePartsApi.exportParts(client, filters), t('spareParts:catalog.title'));

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PartCreateInput }) =>
      id ? sparePartsApi.updatePart(client, id, body) : sparePartsApi.createPart(client, body),
    onSuccess: (_d, { id }) => {
      void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => sparePartsApi.removePart(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });
  const stock = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof sparePartsApi.changeStock>[2] }) =>
      sparePartsApi.changeStock(client, id, body),
    onSuccess: () => {
      void message.success(t('access:feedback.saved'));
      void refresh();
    },
  });

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
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      width: 130,
      render: (_v, row) => (
        <Space size={0}>
          <Permission page={PAGE} need="edit">
            <Tooltip title={t('spareParts:catalog.stockIn')}>
              <Button
                type="link"
                size="small"
                icon={<InboxOutlined />}
                onClick={() => setStocking(row)}
                aria-label={t('spareParts:catalog.stockIn')}
                data-testid={`part-stock-change-${row.code}`}
              />
            </Tooltip>
          </Permission>
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
      title={t('spareParts:catalog.title')}
      testId="parts-catalog-page"
      filters={
        <>
          <Input.Search
            allowClear
            placeholder={t('access:keywordPlaceholder')}
            onSearch={(value) => {
              setKeyword(value.trim());
              firstPage();
            }}
            style={{ width: 240 }}
          />
          <Checkbox
            checked={lowStock}
            onChange={(e) => {
              setLowStock(e.target.checked);
              firstPage();
            }}
          >
            {t('spareParts:catalog.lowStock')}
          </Checkbox>
        </>
      }
      actions={
        <>
          <Permission page={PAGE} need="export">
            <Button icon={<ExportOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
              {t('access:actions.export')}
            </Button>
          </Permission>
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="part-add">
              {t('spareParts:catalog.add')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table<PartRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('spareParts:catalog.empty') }}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 1100 }}
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
