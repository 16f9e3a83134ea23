import { useQuery } from '@tanstack/react-query';
import type { FilterOp } from '@fieldlink/domain';
import { DatePicker, Input, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import type { ApiClient } from '../../../lib/http/apiClient';
import { AdminPage } from '../../../ui/AdminPage';
import { useListPage } from '../../../lib/list/useListPage';
import { devicesApi } from '../../devices';
import type { AnalysisPage, AnalysisQuery } from '../api/reportsApi';
import { AnalysisExportButton } from './AnalysisExportButton';
import { AnalysisLimitedAlert } from './AnalysisLimitedAlert';
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
  const [draftValue, setDraftValue] = useState('');
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  // A list that needs a device reads the first one until the user picks one (a picked device wins over the scope).
  const firstDevice = props.needsDevice ? devices.data?.items[0]?.id : undefined;
  const list = useListPage({
    queryKey: ['analysis', props.path],
    initialFilters: lastHours(24) as AnalysisFilters,
    scope: { deviceId: firstDevice },
    fetch: (query) => props.fetch(client, toAnalysisQuery(query, query.page, query.pageSize)),
    // Picking a device needs the devices read, so the first one is there whenever a device is.
    enabled: !props.needsDevice || firstDevice !== undefined,
  });
  const { filters, filter: change } = list;
  const deviceId = list.query.deviceId;
  const ready = !props.needsDevice || deviceId !== undefined;
  const query = toAnalysisQuery(list.query, list.query.page, list.query.pageSize);
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
        <AnalysisExportButton
          page={props.page}
          path={props.path}
          query={query}
          fileName={() => `${props.title} ${dayjs().format('YYYY-MM-DD')}.xlsx`}
          disabled={!ready}
        />
      }
    >
      <AnalysisLimitedAlert from={list.list.data?.limitedFrom} />
      <Table<T>
        rowKey={props.rowKey}
        size="middle"
        columns={props.columns}
        {...list.table}
        scroll={{ x: 'max-content' }}
        data-testid={`${props.testId}-table`}
      />
    </AdminPage>
  );
}
