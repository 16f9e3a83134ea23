import { useQuery } from '@tanstack/react-query';
import { DatePicker, Progress, Select, Table, TimePicker, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { useListPage } from '../../../lib/list/useListPage';
import { devicesApi } from '../../devices';
import { reportsApi, type StatusDayRow } from '../api/reportsApi';
import { AnalysisExportButton } from '../components/AnalysisExportButton';
import { AnalysisLimitedAlert } from '../components/AnalysisLimitedAlert';
import { hoursOf } from '../utils/analysisQuery';

const PATH = '/analysis/status-statistics';
const DAY = 'YYYY-MM-DD';

/** Equipment status statistics: online, communication-failure and offline hours per device and day. */
export function StatusStatisticsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  // The time-of-day period narrows the same days and keeps the page; the device and the days go back to the first.
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  const list = useListPage({
    queryKey: ['analysis', PATH],
    initialFilters: { deviceId: undefined as number | undefined, from: dayjs().subtract(6, 'day').format(DAY), to: dayjs().format(DAY) },
    scope: period ? { periodStart: period[0].format('HH:mm'), periodEnd: period[1].format('HH:mm') } : {},
    fetch: (query) => reportsApi.statusStatistics(client, query),
    pageSize: 50,
  });
  const query = list.query;
  const h = (ms: number) => t('reports:analysis.hours', { hours: hoursOf(ms) });

  return (
    <AdminPage
      title={t('reports:analysis.statusStatistics')}
      testId="status-statistics"
      filters={
        <>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('reports:filter.device')}
            style={{ width: 200 }}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            onChange={(id?: number) => list.filter({ deviceId: id })}
            data-testid="status-device"
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(query.from), dayjs(query.to)]}
            onChange={(range) =>
              range?.[0] && range[1] ? list.filter({ from: range[0].format(DAY), to: range[1].format(DAY) }) : list.firstPage()
            }
            data-testid="status-days"
          />
          <Tooltip title={t('reports:filter.periodHint')}>
            <TimePicker.RangePicker
              format="HH:mm"
              order={false}
              placeholder={[t('reports:filter.period'), '']}
              value={period}
              onChange={(range) => setPeriod(range?.[0] && range[1] ? [range[0], range[1]] : null)}
              data-testid="status-period"
            />
          </Tooltip>
        </>
      }
      actions={
        <AnalysisExportButton
          page="equipmentStatusStatistics"
          path={PATH}
          query={query}
          fileName={() => `${t('reports:analysis.statusStatistics')} ${query.from}.xlsx`}
        />
      }
    >
      <AnalysisLimitedAlert from={list.list.data?.limitedFrom} />
      <Table<StatusDayRow>
        rowKey={(r) => `${r.deviceId}-${r.day}`}
        size="middle"
        {...list.table}
        scroll={{ x: 'max-content' }}
        data-testid="status-statistics-table"
        columns={[
          { title: t('reports:analysis.device'), dataIndex: 'deviceName' },
          { title: t('reports:analysis.day'), dataIndex: 'day' },
          { title: t('reports:analysis.online'), dataIndex: 'onlineMs', render: h },
          { title: t('reports:analysis.commFailure'), dataIndex: 'commFailureMs', render: h },
          { title: t('reports:analysis.offline'), dataIndex: 'offlineMs', render: h },
          { title: t('reports:analysis.unknown'), dataIndex: 'unknownMs', render: h },
          { title: t('reports:analysis.onlineCount'), dataIndex: 'onlineCount' },
          {
            title: t('reports:analysis.onlineRate'),
            key: 'rate',
            width: 180,
            render: (_: unknown, r) => {
              const known = r.onlineMs + r.commFailureMs + r.offlineMs;
              return <Progress size="small" percent={known ? Math.round((r.onlineMs / known) * 100) : 0} />;
            },
          },
        ]}
      />
    </AdminPage>
  );
}
