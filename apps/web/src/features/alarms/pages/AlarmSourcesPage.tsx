import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { devicesApi } from '../../devices/api/devicesApi';
import { AlarmSourcesPanel } from '../components/AlarmSourcesPanel';

/** Alarm configuration (/configure/alarm_config): every source the caller may see, by device. */
export function AlarmSourcesPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [query, setQuery] = useSearchParams();
  const deviceId = Number(query.get('deviceId')) || undefined;
  const [keyword, setKeyword] = useState('');
  const devices = useQuery({ queryKey: ['devices', 'choices'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }) });
  return (
    <AdminPage
      title={t('alarms:sourcesTitle')}
      testId="alarm-config-page"
      filters={
        <>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('alarms:sources.allDevices')}
            style={{ width: 220 }}
            value={deviceId}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            onChange={(id?: number) => setQuery(id ? { deviceId: String(id) } : {})}
            data-testid="alarm-config-device"
          />
          <Input.Search allowClear placeholder={t('alarms:columns.name')} style={{ width: 200 }} onSearch={setKeyword} />
        </>
      }
    >
      <AlarmSourcesPanel deviceId={deviceId} keyword={keyword} />
    </AdminPage>
  );
}
