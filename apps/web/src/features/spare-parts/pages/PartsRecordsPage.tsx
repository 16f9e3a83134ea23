import { PART_APPLICATION_STATUSES, STOCK_MOVEMENT_TYPES, type PartApplicationStatus, type StockMovementType } from '@fieldlink/domain';
import { ExportOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Select, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { useListPage } from '../../../lib/list/useListPage';
import { sparePartsApi } from '../api/sparePartsApi';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { MovementsTable } from '../components/MovementsTable';
import { PARTS_QUERY_KEY } from '../hooks/useApplicationActions';

type Range = [Dayjs | null, Dayjs | null] | null;
const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/** Parts records (/afterSales/partsRecords): applications and stock movements, filtered by period, status or type. */
export function PartsRecordsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [tab, setTab] = useState<'applications' | 'movements'>('applications');
  // The period and the keyword are both lists' scope; any filter change sends both back to their first page.
  const [range, setRange] = useState<Range>(null);
  const [keyword, setKeyword] = useState('');
  const period = { from: day(range?.[0]), to: day(range?.[1]), keyword };
  const applications = useListPage({
    queryKey: [...PARTS_QUERY_KEY, 'records', 'applications'],
    initialFilters: { status: undefined as PartApplicationStatus | undefined },
    scope: period,
    fetch: (query) => sparePartsApi.applications(client, query),
    keepPrevious: false,
    enabled: tab === 'applications',
  });
  const movements = useListPage({
    queryKey: [...PARTS_QUERY_KEY, 'records', 'movements'],
    initialFilters: { type: undefined as StockMovementType | undefined },
    scope: period,
    fetch: (query) => sparePartsApi.movements(client, query),
    keepPrevious: false,
    enabled: tab === 'movements',
  });
  const { type } = movements.filters;
  const exporter = useExport(() => sparePartsApi.exportMovements(client, { ...period, type }), t('spareParts:records.movements'));
  const reset = () => {
    applications.firstPage();
    movements.firstPage();
  };

  return (
    <AdminPage
      title={t('spareParts:records.title')}
      testId="parts-records-page"
      actions={
        tab === 'movements' ? (
          <Permission page="partsRecords" need="export">
            <Button icon={<ExportOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
              {t('access:actions.export')}
            </Button>
          </Permission>
        ) : undefined
      }
      filters={
        <>
          <DatePicker.RangePicker
            value={range}
            onChange={(value) => {
              setRange(value);
              reset();
            }}
          />
          {tab === 'applications' ? (
            <Select<PartApplicationStatus>
              allowClear
              placeholder={t('spareParts:fields.status')}
              style={{ width: 140 }}
              value={applications.filters.status}
              onChange={(status) => {
                applications.filter({ status });
                movements.firstPage();
              }}
              options={PART_APPLICATION_STATUSES.map((value) => ({ value, label: t(`spareParts:status.${value}`) }))}
            />
          ) : (
            <Select<StockMovementType>
              allowClear
              placeholder={t('spareParts:fields.type')}
              style={{ width: 140 }}
              value={type}
              onChange={(value) => {
                movements.filter({ type: value });
                applications.firstPage();
              }}
              options={STOCK_MOVEMENT_TYPES.map((value) => ({ value, label: t(`spareParts:movement.${value}`) }))}
            />
          )}
          <Input.Search
            allowClear
            placeholder={t('access:keywordPlaceholder')}
            style={{ width: 220 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              reset();
            }}
          />
        </>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'applications' | 'movements')}
        items={[
          {
            key: 'applications',
            label: t('spareParts:records.applications'),
            children: (
              <ApplicationsTable
                rows={applications.table.dataSource}
                loading={applications.table.loading}
                pagination={applications.table.pagination}
              />
            ),
          },
          {
            key: 'movements',
            label: t('spareParts:records.movements'),
            children: (
              <MovementsTable rows={movements.table.dataSource} loading={movements.table.loading} pagination={movements.table.pagination} />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
