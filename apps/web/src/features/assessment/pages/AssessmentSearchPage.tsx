import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { AssessmentRow } from '@fieldlink/domain';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { usePaging } from '../../../lib/list/usePaging';
import { assessmentApi } from '../api/assessmentApi';
import { AssessmentOrdersTable } from '../components/AssessmentOrdersTable';
import { monthPeriod, percent } from '../utils/period';

/** Assessment search (/afterSales/assessmentSearch): per technician and period, with the orders and an Excel export. */
export function AssessmentSearchPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const initial = monthPeriod();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(initial.from), dayjs(initial.to)]);
  const [userId, setUserId] = useState<number | undefined>();
  const { paging, firstPage, pagination } = usePaging();
  const period = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const result = useQuery({
    queryKey: ['assessment', 'search', period, userId, paging],
    queryFn: () => assessmentApi.search(client, { ...period, userId, ...paging }),
  });
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
            value={range}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              firstPage();
            }}
          />
          <Select<number>
            allowClear
            style={{ width: 200 }}
            placeholder={t('assessment:search.allTechnicians')}
            value={userId}
            onChange={(value) => {
              setUserId(value);
              firstPage();
            }}
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
        dataSource={result.data?.items ?? []}
        loading={result.isFetching}
        pagination={pagination(result.data?.total ?? 0)}
        locale={{ emptyText: t('assessment:search.empty') }}
        onRow={(row) => ({ onClick: () => setUserId(row.userId), style: { cursor: 'pointer' } })}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('assessment:search.breakdown')}
      </Typography.Title>
      <AssessmentOrdersTable rows={result.data?.orders ?? []} loading={result.isFetching} />
    </AdminPage>
  );
}
