import { DEVICE_STATUS_LABELS } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { DotLoading, List, SearchBar, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { EmptyState } from '../../../../ui/EmptyState';
import { useLanguage } from '../../../access/hooks/useLanguage';
import { devicesApi } from '../../../devices/api/devicesApi';
import { projectsApi } from '../../api/projectsApi';
import { countDevices, countsOf } from '../../utils/deviceCounts';
import { projectDetailPath } from '../../utils/projectPaths';

const ALL = 500;

/** Mobile project list (/items/item_page): the user's projects with their device counts by state. */
export function MobileProjectsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const projects = useQuery({
    queryKey: ['projects', 'mobile', keyword],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: ALL, keyword }),
  });
  // Counts per project from one device list (silent: without the devices grant the list still shows).
  const devices = useQuery({
    queryKey: ['devices', 'mobile-counts'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: ALL }, true),
  });
  const counts = countDevices(devices.data?.items ?? []);
  const items = projects.data?.items ?? [];

  return (
    <div data-testid="items-page">
      <SearchBar
        placeholder={t('projects:mobile.search')}
        onSearch={(value) => setKeyword(value.trim())}
        onClear={() => setKeyword('')}
        style={{ marginBottom: 12 }}
      />
      {projects.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      ) : items.length === 0 ? (
        <EmptyState testId="items-empty" title={t('projects:mobile.empty')} description={t('projects:mobile.emptyHint')} />
      ) : (
        <List style={{ borderRadius: 8, overflow: 'hidden' }}>
          {items.map((project) => {
            const count = countsOf(counts, project.id);
            return (
              <List.Item
                key={project.id}
                arrowIcon
                onClick={() => void navigate(projectDetailPath(project))}
                description={
                  <Space wrap style={{ '--gap': '4px' }}>
                    {devices.isSuccess && <span>{t('projects:mobile.deviceCount', { count: count.total })}</span>}
                    {count.online > 0 && <Tag color="success">{`${DEVICE_STATUS_LABELS.online[language]} ${count.online}`}</Tag>}
                    {count.comm_failure > 0 && (
                      <Tag color="warning">{`${DEVICE_STATUS_LABELS.comm_failure[language]} ${count.comm_failure}`}</Tag>
                    )}
                    {count.offline > 0 && <Tag color="default">{`${DEVICE_STATUS_LABELS.offline[language]} ${count.offline}`}</Tag>}
                  </Space>
                }
                data-testid={`mobile-project-${project.id}`}
              >
                {project.name}
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
