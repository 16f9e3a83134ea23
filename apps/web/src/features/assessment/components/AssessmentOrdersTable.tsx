import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { AssessmentOrderRow } from '../api/assessmentApi';

const TIMELINESS_COLORS = { onTime: 'green', late: 'red', noDueDate: 'default' } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The scored orders of a technician: base, timeliness and rating points, total. */
export function AssessmentOrdersTable({ rows, loading }: { rows: AssessmentOrderRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AssessmentOrderRow> = [
    { title: t('assessment:order.number'), dataIndex: 'number', width: 160 },
    { title: t('assessment:search.technician'), dataIndex: 'userName', width: 120 },
    { title: t('assessment:order.kind'), dataIndex: 'kind', width: 90, render: (k: string) => t(builtKey(`assessment:kind.${k}`)) },
    {
      title: t('assessment:order.nature'),
      dataIndex: 'nature',
      width: 90,
      render: (n: string | null) => (n ? t(builtKey(`assessment:nature.${n}`)) : ''),
    },
    { title: t('assessment:order.dueDate'), dataIndex: 'dueDate', width: 110 },
    { title: t('assessment:order.completedAt'), dataIndex: 'completedAt', width: 170, render: (v: string) => formatTime(v) },
    {
      title: t('assessment:order.timeliness'),
      key: 'timeliness',
      width: 130,
      render: (_v, row) => (
        <Tag color={TIMELINESS_COLORS[row.timeliness]}>
          {t(builtKey(`assessment:timeliness.${row.timeliness}`))} {row.timelinessPoints !== 0 && signed(row.timelinessPoints)}
        </Tag>
      ),
    },
    { title: t('assessment:order.stars'), dataIndex: 'stars', width: 90, render: (s: number | null) => (s ? '★'.repeat(s) : '') },
    { title: t('assessment:rating.comment'), dataIndex: 'comment', width: 160, ellipsis: true },
    { title: t('assessment:order.base'), dataIndex: 'base', width: 80, align: 'right' },
    { title: t('assessment:order.rating'), dataIndex: 'ratingPoints', width: 90, align: 'right', render: signed },
    { title: t('assessment:order.total'), dataIndex: 'total', width: 80, align: 'right', render: (v: number) => <strong>{v}</strong> },
  ];
  return (
    <Table<AssessmentOrderRow>
      rowKey="orderId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ pageSize: 10 }}
      scroll={{ x: 1360 }}
    />
  );
}
