import { Table, Tag, type TablePaginationConfig, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { MovementRow } from '../api/sparePartsApi';

const COLORS = { purchase: 'green', return: 'cyan', issue: 'orange', adjust: 'purple' } as const;

/** Stock movements: signed quantity and the balance after each. */
export function MovementsTable({
  rows,
  loading,
  pagination,
}: {
  rows: MovementRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<MovementRow> = [
    { title: t('spareParts:fields.at'), dataIndex: 'at', width: 170, render: formatTime },
    { title: t('spareParts:fields.part'), key: 'part', render: (_v, row) => `${row.partCode} ${row.partName}` },
    {
      title: t('spareParts:fields.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: MovementRow['type']) => <Tag color={COLORS[type]}>{t(`spareParts:movement.${type}`)}</Tag>,
    },
    {
      title: t('spareParts:fields.quantity'),
      dataIndex: 'quantity',
      width: 90,
      align: 'right',
      render: (q: number) => (q > 0 ? `+${q}` : String(q)),
    },
    { title: t('spareParts:fields.balance'), dataIndex: 'balance', width: 90, align: 'right' },
    { title: t('spareParts:fields.order'), dataIndex: 'orderNumber', width: 160 },
    { title: t('spareParts:fields.by'), dataIndex: 'byName', width: 110 },
    { title: t('spareParts:fields.note'), dataIndex: 'note', ellipsis: true },
  ];
  return (
    <Table<MovementRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 900 }}
    />
  );
}
