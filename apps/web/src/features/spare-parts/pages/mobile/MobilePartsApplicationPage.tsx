import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { sparePartsApi } from '../../api/sparePartsApi';
import { MobileApplicationList } from '../../components/MobileApplicationList';
import { MobileApplyPopup } from '../../components/MobileApplyPopup';
import { PARTS_QUERY_KEY } from '../../hooks/useApplicationActions';

/** Mobile /partsApplication: my applications (and all I may see), apply for a part on one of my orders. */
export function MobilePartsApplicationPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [tab, setTab] = useState<'mine' | 'all'>('mine');
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'applications', 'mobile', tab],
    queryFn: () => sparePartsApi.applications(client, { page: 1, pageSize: 100, applicantId: tab === 'mine' ? 'me' : undefined }),
  });
  return (
    <div data-testid="parts-application-mobile">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'mine' | 'all')}>
        <Tabs.Tab key="mine" title={t('spareParts:applications.mine')} />
        <Tabs.Tab key="all" title={t('spareParts:applications.all')} />
      </Tabs>
      <div style={{ padding: '8px 12px' }}>
        <Button block color="primary" onClick={() => setOpen(true)} data-testid="parts-apply">
          {t('spareParts:apply.button')}
        </Button>
      </div>
      {list.isLoading ? <DotLoading /> : <MobileApplicationList rows={list.data?.items ?? []} />}
      <MobileApplyPopup visible={open} onClose={() => setOpen(false)} />
    </div>
  );
}
