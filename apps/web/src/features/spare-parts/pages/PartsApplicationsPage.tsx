import { PlusOutlined } from '@ant-design/icons';
import { PART_APPLICATION_STATUSES, type PartApplicationStatus } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { usePaging } from '../../../lib/list/usePaging';
import { sparePartsApi } from '../api/sparePartsApi';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { ApplyPartModal } from '../components/ApplyPartModal';
import { PARTS_QUERY_KEY } from '../hooks/useApplicationActions';

/** Part applications (/afterSales/partsApplication): the caller's own or all visible, to approve and issue. */
export function PartsApplicationsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { paging, firstPage, pagination } = usePaging();
  const [scope, setScope] = useState<'mine' | 'all'>('all');
  const [status, setStatus] = useState<PartApplicationStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const filters = { status, keyword, applicantId: scope === 'mine' ? ('me' as const) : undefined };
  const list = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'applications', paging, filters],
    queryFn: () => sparePartsApi.applications(client, { ...paging, ...filters }),
  });

  return (
    <AdminPage
      title={t('spareParts:applications.title')}
      testId="parts-applications-page"
      filters={
        <>
          <Segmented
            value={scope}
            onChange={(value) => {
              setScope(value as 'mine' | 'all');
              firstPage();
            }}
            options={[
              { value: 'all', label: t('spareParts:applications.all') },
              { value: 'mine', label: t('spareParts:applications.mine') },
            ]}
          />
          <Select<PartApplicationStatus>
            allowClear
            placeholder={t('spareParts:fields.status')}
            style={{ width: 140 }}
            value={status}
            onChange={(value) => {
              setStatus(value);
              firstPage();
            }}
            options={PART_APPLICATION_STATUSES.map((value) => ({ value, label: t(`spareParts:status.${value}`) }))}
            data-testid="parts-status-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('access:keywordPlaceholder')}
            style={{ width: 220 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              firstPage();
            }}
          />
        </>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="parts-apply">
          {t('spareParts:apply.button')}
        </Button>
      }
    >
      <ApplicationsTable rows={list.data?.items ?? []} loading={list.isFetching} pagination={pagination(list.data?.total ?? 0)} />
      <ApplyPartModal open={open} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}
