import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { devicesApi } from '../../devices';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { AlarmSourcesPanel } from '../components/AlarmSourcesPanel';

/** Alarm configuration (/configure/alarm_config): every source the caller may see, by project (`?projectId=`) and device. */
export function AlarmSourcesPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { projectId, deviceId, setProjectId, setDeviceId } = useProjectParam();
  const [keyword, setKeyword] = useState('');
  const devices = useQuery({
    queryKey: ['devices', 'choices', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId }),
  });
  return (
    <AdminPage
      title={t('alarms:sourcesTitle')}
      testId="alarm-config-page"
      filters={
        <>
          <ProjectFilter
            placeholder={t('common:filters.allProjects')}
            value={projectId}
            onChange={setProjectId}
            testId="alarm-config-project"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('alarms:sources.allDevices')}
            style={{ width: 220 }}
            value={deviceId}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            onChange={(id?: number) => setDeviceId(id)}
            data-testid="alarm-config-device"
          />
          <Input.Search allowClear placeholder={t('alarms:columns.name')} style={{ width: 200 }} onSearch={setKeyword} />
        </>
      }
    >
      <AlarmSourcesPanel projectId={projectId} deviceId={deviceId} keyword={keyword} />
    </AdminPage>
  );
}
