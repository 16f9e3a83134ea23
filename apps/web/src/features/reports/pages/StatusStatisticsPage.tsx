import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Progress, Select, Table, TimePicker, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { usePaging } from '../../../lib/list/usePaging';
import { saveBlob } from '../../../lib/files/saveBlob';
import { devicesApi } from '../../devices';
import { reportsApi, type StatusDayRow } from '../api/reportsApi';
import { hoursOf } from '../utils/analysisQuery';

const PATH = '/analysis/status-statistics';

/** Equipment status statistics: online, communication-failure and offline hours per device and day. */
export function StatusStatisticsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { paging, firstPage, pagination } = usePaging(50);
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [deviceId, setDeviceId] = useState<number>();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  const query = {
    deviceId,
    from: days[0].format('YYYY-MM-DD'),
    to: days[1].format('YYYY-MM-DD'),
    ...(period ? { periodStart: period[0].format('HH:mm'), periodEnd: period[1].format('HH:mm') } : {}),
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const list = useQuery({
    queryKey: ['analysis', PATH, query],
    queryFn: () => reportsApi.statusStatistics(client, query),
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => reportsApi.exportList(client, PATH, { ...query, page: undefined, pageSize: undefined }),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `${t('reports:analysis.statusStatistics')} ${query.from}.xlsx`),
  });
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
            onChange={(id?: number) => {
              setDeviceId(id);
              firstPage();
            }}
            data-testid="status-device"
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={days}
            onChange={(range) => {
              if (range?.[0] && range[1]) setDays([range[0], range[1]]);
              firstPage();
            }}
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
        <Permission page="equipmentStatusStatistics" need="export">
          <Button
            icon={<DownloadOutlined />}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate()}
            data-testid="analysis-export"
          >
            {t('reports:filter.export')}
          </Button>
        </Permission>
      }
    >
      {list.data?.limitedFrom && (
        <Alert
          type="warning"
          showIcon
          title={t('history:limited', { from: dayjs(list.data.limitedFrom).format('YYYY-MM-DD HH:mm:ss') })}
          style={{ marginBottom: 12 }}
          data-testid="analysis-limited"
        />
      )}
      <Table<StatusDayRow>
        rowKey={(r) => `${r.deviceId}-${r.day}`}
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
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
