import type { FigureRow } from '@fieldlink/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

const percentOf = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);

/** Production figures as a table: one row per group (task, device, shift or day), `groupTitle` over the first column. */
export function FiguresTable({
  rows,
  groupTitle,
  loading = false,
  empty,
}: {
  rows: readonly FigureRow[];
  groupTitle: string;
  loading?: boolean;
  /** The text of an empty table (none: antd's). */
  empty?: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<FigureRow> = [
    { title: groupTitle, dataIndex: 'label' },
    { title: t('production:fields.tasks'), dataIndex: 'tasks' },
    { title: t('production:fields.target'), dataIndex: 'target' },
    { title: t('production:fields.output'), dataIndex: 'output' },
    { title: t('production:fields.scrap'), dataIndex: 'scrap' },
    { title: t('production:fields.good'), dataIndex: 'good' },
    { title: t('production:fields.attainment'), key: 'attainment', render: (_v, r) => percentOf(r.attainment) },
    {
      title: t('production:fields.cycle'),
      key: 'cycle',
      render: (_v, r) => (r.actualCycleSeconds === null ? '—' : `${r.actualCycleSeconds.toFixed(1)} s`),
    },
    { title: t('production:fields.availability'), key: 'availability', render: (_v, r) => percentOf(r.availability) },
    { title: t('production:fields.performance'), key: 'performance', render: (_v, r) => percentOf(r.performance) },
    { title: t('production:fields.quality'), key: 'quality', render: (_v, r) => percentOf(r.quality) },
    { title: 'OEE', key: 'oee', render: (_v, r) => percentOf(r.oee) },
  ];
  return (
    <Table
      rowKey="key"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      {...(empty ? { locale: { emptyText: empty } } : {})}
    />
  );
}
