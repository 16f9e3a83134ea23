import type { PartApplicationAction } from '@fieldlink/domain';
import { Button, Space, Table, Typography, type TablePaginationConfig, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { ApplicationRow } from '../api/sparePartsApi';
import { useApplicationActions } from '../hooks/useApplicationActions';
import { ApplicationStatusTag } from './ApplicationStatusTag';

const DANGER: readonly PartApplicationAction[] = ['reject', 'cancel'];

/** Part applications with their status, the stock, and the actions the caller may take. */
export function ApplicationsTable({
  rows,
  loading,
  pagination = false,
  showOrder = true,
  empty,
}: {
  rows: ApplicationRow[];
  loading: boolean;
  pagination?: TablePaginationConfig | false;
  showOrder?: boolean;
  empty?: string;
}) {
  const { t } = useTranslation();
  const { act, actionsOf } = useApplicationActions();
  const columns: TableColumnsType<ApplicationRow> = [
    ...(showOrder ? [{ title: t('spareParts:fields.order'), dataIndex: 'orderNumber', width: 160 }] : []),
    {
      title: t('spareParts:fields.part'),
      key: 'part',
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <span>
            {row.partCode} {row.partName}
          </span>
          {row.partModel && <Typography.Text type="secondary">{row.partModel}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('spareParts:fields.quantity'), key: 'quantity', width: 90, render: (_v, row) => `${row.quantity} ${row.unit}` },
    {
      title: t('spareParts:fields.stock'),
      key: 'stock',
      width: 80,
      render: (_v, row) => <span data-testid={`parts-stock-${row.id}`}>{row.stock}</span>,
    },
    {
      title: t('spareParts:fields.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: ApplicationRow['status'], row) => (
        <Space direction="vertical" size={0}>
          <ApplicationStatusTag status={status} />
          {row.decisionNote && <Typography.Text type="secondary">{row.decisionNote}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('spareParts:fields.applicant'),
      key: 'applicant',
      width: 170,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.applicantName}</span>
          <Typography.Text type="secondary">{formatTime(row.createdAt)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('spareParts:fields.note'), dataIndex: 'note', ellipsis: true },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      width: 190,
      render: (_v, row) => (
        <Space size={4} wrap>
          {actionsOf(row).map((action) => (
            <Button
              key={action}
              size="small"
              type={DANGER.includes(action) ? 'default' : 'primary'}
              danger={DANGER.includes(action)}
              loading={act.isPending && act.variables?.id === row.id && act.variables.action === action}
              onClick={() => act.mutate({ id: row.id, action })}
              data-testid={`parts-${action}-${row.id}`}
            >
              {t(`spareParts:actions.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<ApplicationRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 900 }}
      locale={{ emptyText: empty ?? t('spareParts:applications.empty') }}
    />
  );
}
