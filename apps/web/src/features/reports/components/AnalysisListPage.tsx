import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FilterOp } from '@fieldlink/domain';
import { Alert, Button, DatePicker, Input, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import type { ApiClient } from '../../../lib/http/apiClient';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { usePaging } from '../../../lib/list/usePaging';
import { saveBlob } from '../../../lib/files/saveBlob';
import { devicesApi } from '../../devices';
import { reportsApi, type AnalysisPage, type AnalysisQuery } from '../api/reportsApi';
import { FILTER_OPS, lastHours, toAnalysisQuery, type AnalysisFilters } from '../utils/analysisQuery';

export interface AnalysisListPageProps<T> {
  page: string;
  title: string;
  testId: string;
  /** The list's path (`/analysis/value-changes`); `<path>/export` is its Excel file. */
  path: string;
  fields: readonly string[];
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string | number;
  fetch: (client: ApiClient, query: AnalysisQuery) => Promise<AnalysisPage<T>>;
  /** The list reads one device's data (the value-change log). */
  needsDevice?: boolean;
  extra?: ReactNode;
}

/** A data-analysis list: device, time range, one filter (spec §5 operators), the table and its Excel export. */
export function AnalysisListPage<T extends object>(props: AnalysisListPageProps<T>) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { paging, firstPage, pagination } = usePaging();
  const [filters, setFilters] = useState<AnalysisFilters>(() => lastHours(24));
  const [draftValue, setDraftValue] = useState('');
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  const deviceId = filters.deviceId ?? (props.needsDevice ? devices.data?.items[0]?.id : undefined);
  const query = toAnalysisQuery({ ...filters, deviceId }, paging.page, paging.pageSize);
  const ready = !props.needsDevice || deviceId !== undefined;
  const list = useQuery({
    queryKey: ['analysis', props.path, query],
    queryFn: () => props.fetch(client, query),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => reportsApi.exportList(client, props.path, { ...query, page: undefined, pageSize: undefined }),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `${props.title} ${dayjs().format('YYYY-MM-DD')}.xlsx`),
  });
  const change = (next: Partial<AnalysisFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    firstPage();
  };
  const unary = filters.op === 'isNull' || filters.op === 'notNull';

  return (
    <AdminPage
      title={props.title}
      testId={props.testId}
      filters={
        <>
          <Select
            allowClear={!props.needsDevice}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('reports:filter.device')}
            style={{ width: 200 }}
            value={deviceId}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            onChange={(id?: number) => change({ deviceId: id })}
            data-testid="analysis-device"
          />
          <DatePicker.RangePicker
            showTime
            allowClear={false}
            value={[dayjs(filters.from), dayjs(filters.to)]}
            onChange={(range) => range?.[0] && range[1] && change({ from: range[0].toISOString(), to: range[1].toISOString() })}
            data-testid="analysis-range"
          />
          <Select
            allowClear
            placeholder={t('reports:filter.field')}
            style={{ width: 130 }}
            value={filters.field}
            options={props.fields.map((f) => ({ value: f, label: t(builtKey(`reports:filter.fields.${f}`)) }))}
            onChange={(field?: string) => change({ field })}
            data-testid="analysis-field"
          />
          <Select
            allowClear
            placeholder={t('reports:filter.op')}
            style={{ width: 130 }}
            value={filters.op}
            options={FILTER_OPS.map((op) => ({ value: op, label: t(builtKey(`reports:filter.ops.${op}`)) }))}
            onChange={(op?: FilterOp) => change({ op })}
            data-testid="analysis-op"
          />
          <Input.Search
            placeholder={t('reports:filter.value')}
            style={{ width: 180 }}
            disabled={unary}
            value={draftValue}
            onChange={(e) => setDraftValue(e.target.value)}
            onSearch={(value) => change({ value })}
            enterButton={t('reports:filter.search')}
            data-testid="analysis-value"
          />
          {props.extra}
        </>
      }
      actions={
        <Permission page={props.page} need="export">
          <Button
            icon={<DownloadOutlined />}
            disabled={!ready}
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
      <Table<T>
        rowKey={props.rowKey}
        size="middle"
        columns={props.columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.data?.total ?? 0)}
        data-testid={`${props.testId}-table`}
      />
    </AdminPage>
  );
}
