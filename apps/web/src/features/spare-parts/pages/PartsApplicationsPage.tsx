import { PlusOutlined } from '@ant-design/icons';
import { PART_APPLICATION_STATUSES, type PartApplicationStatus } from '@fieldlink/domain';
import { Button, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { useListPage } from '../../../lib/list/useListPage';
import { sparePartsApi } from '../api/sparePartsApi';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { ApplyPartModal } from '../components/ApplyPartModal';
import { PARTS_QUERY_KEY } from '../hooks/useApplicationActions';

/** Part applications (/afterSales/partsApplication): the caller's own or all visible, to approve and issue. */
export function PartsApplicationsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const { filters, filter, table } = useListPage({
    queryKey: [...PARTS_QUERY_KEY, 'applications'],
    initialFilters: { scope: 'all' as 'mine' | 'all', status: undefined as PartApplicationStatus | undefined, keyword: '' },
    fetch: ({ scope, ...query }) => sparePartsApi.applications(client, { ...query, applicantId: scope === 'mine' ? 'me' : undefined }),
    keepPrevious: false,
  });

  return (
    <AdminPage
      title={t('spareParts:applications.title')}
      testId="parts-applications-page"
      filters={
        <>
          <Segmented
            value={filters.scope}
            onChange={(value) => filter({ scope: value as 'mine' | 'all' })}
            options={[
              { value: 'all', label: t('spareParts:applications.all') },
              { value: 'mine', label: t('spareParts:applications.mine') },
            ]}
          />
          <Select<PartApplicationStatus>
            allowClear
            placeholder={t('spareParts:fields.status')}
            style={{ width: 140 }}
            value={filters.status}
            onChange={(value) => filter({ status: value })}
            options={PART_APPLICATION_STATUSES.map((value) => ({ value, label: t(`spareParts:status.${value}`) }))}
            data-testid="parts-status-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('access:keywordPlaceholder')}
            style={{ width: 220 }}
            onSearch={(value) => filter({ keyword: value.trim() })}
          />
        </>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="parts-apply">
          {t('spareParts:apply.button')}
        </Button>
      }
    >
      <ApplicationsTable rows={table.dataSource} loading={table.loading} pagination={table.pagination} />
      <ApplyPartModal open={open} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}
