import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import type { AssessmentRow } from '@fieldlink/domain';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { useListPage } from '../../../lib/list/useListPage';
import { assessmentApi } from '../api/assessmentApi';
import { AssessmentOrdersTable } from '../components/AssessmentOrdersTable';
import { monthPeriod, percent } from '../utils/period';

const DAY = 'YYYY-MM-DD';

/** Assessment search (/afterSales/assessmentSearch): per technician and period, with the orders and an Excel export. */
export function AssessmentSearchPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useListPage({
    queryKey: ['assessment', 'search'],
    initialFilters: { ...monthPeriod(), userId: undefined as number | undefined },
    fetch: (query) => assessmentApi.search(client, query),
    keepPrevious: false,
  });
  const { userId, ...period } = list.filters;
  const result = list.list;
  // Everyone assessed in the period, for the technician filter.
  const everyone = useQuery({
    queryKey: ['assessment', 'search', period, 'everyone'],
    queryFn: () => assessmentApi.search(client, { ...period, page: 1, pageSize: 500 }),
  });
  const exporter = useExport(
    () => assessmentApi.export(client, { ...period, userId }),
    `${t('assessment:search.title')}-${period.from}-${period.to}`,
  );

  const columns: TableColumnsType<AssessmentRow> = [
    { title: t('assessment:search.technician'), dataIndex: 'userName' },
    {
      title: t('assessment:search.points'),
      dataIndex: 'points',
      align: 'right',
      render: (v: number) => <strong data-testid="assessment-points">{v}</strong>,
    },
    { title: t('assessment:search.orders'), dataIndex: 'orders', align: 'right' },
    { title: t('assessment:search.onTime'), dataIndex: 'onTime', align: 'right' },
    { title: t('assessment:search.late'), dataIndex: 'late', align: 'right' },
    { title: t('assessment:search.onTimeRate'), dataIndex: 'onTimeRate', align: 'right', render: percent },
    {
      title: t('assessment:search.averageRating'),
      dataIndex: 'averageRating',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : v.toFixed(2)),
    },
  ];

  return (
    <AdminPage
      title={t('assessment:search.title')}
      testId="assessment-search-page"
      filters={
        <>
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(period.from), dayjs(period.to)]}
            onChange={(value) =>
              value?.[0] && value[1] ? list.filter({ from: value[0].format(DAY), to: value[1].format(DAY) }) : list.firstPage()
            }
          />
          <Select<number>
            allowClear
            style={{ width: 200 }}
            placeholder={t('assessment:search.allTechnicians')}
            value={userId}
            onChange={(value) => list.filter({ userId: value })}
            options={(everyone.data?.items ?? []).map((row) => ({ value: row.userId, label: row.userName }))}
          />
        </>
      }
      actions={
        <Permission page="assessmentSearch" need="export">
          <Button icon={<ExportOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()} data-testid="assessment-export">
            {t('assessment:search.export')}
          </Button>
        </Permission>
      }
    >
      <Table<AssessmentRow>
        rowKey="userId"
        size="middle"
        columns={columns}
        {...list.table}
        locale={{ emptyText: t('assessment:search.empty') }}
        onRow={(row) => ({ onClick: () => list.filter({ userId: row.userId }), style: { cursor: 'pointer' } })}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('assessment:search.breakdown')}
      </Typography.Title>
      <AssessmentOrdersTable rows={result.data?.orders ?? []} loading={result.isFetching} />
    </AdminPage>
  );
}
