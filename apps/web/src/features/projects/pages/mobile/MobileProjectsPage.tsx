import { DEVICE_STATUS_LABELS } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, List, Picker, SearchBar, Space, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { EmptyState } from '../../../../ui/EmptyState';
import { MobileBatchDelete, selectableRow } from '../../../../ui/MobileBatchDelete';
import { useBatchDelete } from '../../../../lib/list/useBatchDelete';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { usePermission } from '../../../access';
import { devicesApi } from '../../../devices';
import { projectsApi } from '../../api/projectsApi';
import { useProjectGrouping } from '../../hooks/useProjectGrouping';
import { countDevices, countsOf } from '../../utils/deviceCounts';
import { MOBILE_NEW_PROJECT_PATH, projectDetailPath } from '../../../project-refs';
import { flattenTree, nodePath } from '../../utils/projectTree';

const ALL = 500;
/** The picker row meaning "no filter". */
const ANY = -1;

/**
 * Mobile project list (/items/item_page): the user's projects with their device counts by state,
 * narrowed by a group and a tree-model node picked from the bottom.
 */
export function MobileProjectsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [treeNodeId, setTreeNodeId] = useState<number | undefined>(undefined);
  const [picking, setPicking] = useState<'group' | 'node' | null>(null);
  const grouping = useProjectGrouping();
  const canAddProject = usePermission('item_page').can('add');
  const canAddDevice = usePermission('deviceConfigration').can('add');
  const canAdd = canAddProject && canAddDevice;
  const projects = useQuery({
    queryKey: ['projects', 'mobile', keyword, groupId, treeNodeId],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: ALL, keyword, groupId, treeNodeId }),
  });
  // Counts per project from one device list (silent: without the devices grant the list still shows).
  const devices = useQuery({
    queryKey: ['devices', 'mobile-counts'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: ALL }, true),
  });
  const [selecting, setSelecting] = useState(false);
  const batch = useBatchDelete(
    (id) => projectsApi.remove(client, id),
    () => Promise.all([projects.refetch(), devices.refetch()]),
  );
  const counts = countDevices(devices.data?.items ?? []);
  const items = projects.data?.items ?? [];
  // The "select" button sits with the add button; in select mode the same control is a bar of its own row.
  const batchDelete = (
    <MobileBatchDelete
      page="item_page"
      batch={batch}
      ids={items.map((project) => project.id)}
      selecting={selecting}
      onSelecting={setSelecting}
      testId="mobile-projects-batch-delete"
    />
  );
  const groupName = (id: number | null | undefined) => grouping.groups.find((group) => group.id === id)?.name;

  const groupColumn = [
    { label: t('projects:mobile.allGroups'), value: ANY },
    ...grouping.groups.map((group) => ({ label: group.name, value: group.id })),
  ];
  const nodeColumn = [
    { label: t('projects:mobile.allNodes'), value: ANY },
    // Each row names its path ("华东区域 / 苏州"): the wheel centres its rows, so indents would not show.
    ...flattenTree(grouping.tree).map((node) => ({ label: nodePath(grouping.nodes, node.id), value: node.id })),
  ];
  // Stable arrays: the picker resets its wheel whenever the value prop is a new array.
  const groupValue = useMemo(() => [groupId ?? ANY], [groupId]);
  const nodeValue = useMemo(() => [treeNodeId ?? ANY], [treeNodeId]);
  const picked = (value: (string | number | null)[]) => {
    const id = Number(value[0] ?? ANY);
    return id === ANY ? undefined : id;
  };

  return (
    <div data-testid="items-page">
      <SearchBar
        placeholder={t('projects:mobile.search')}
        onSearch={(value) => setKeyword(value.trim())}
        onClear={() => setKeyword('')}
        style={{ marginBottom: 8 }}
      />
      <Space wrap style={{ '--gap': '8px', marginBottom: 12, width: '100%' }} justify="between" align="center">
        <Space style={{ '--gap': '8px' }}>
          <Button size="small" shape="rounded" onClick={() => setPicking('group')} data-testid="mobile-group-filter">
            {groupName(groupId) ?? t('projects:mobile.allGroups')} ▾
          </Button>
          <Button size="small" shape="rounded" onClick={() => setPicking('node')} data-testid="mobile-node-filter">
            {(treeNodeId && nodePath(grouping.nodes, treeNodeId)) || t('projects:mobile.allNodes')} ▾
          </Button>
        </Space>
        <Space style={{ '--gap': '8px' }}>
          {!selecting && batchDelete}
          {canAdd && !selecting && (
            <Button
              size="small"
              color="primary"
              shape="rounded"
              onClick={() => void navigate(MOBILE_NEW_PROJECT_PATH)}
              data-testid="mobile-project-add"
            >
              + {t('projects:mobile.add')}
            </Button>
          )}
        </Space>
      </Space>
      {selecting && <div style={{ marginBottom: 12 }}>{batchDelete}</div>}
      <Picker
        title={t('projects:mobile.groupPicker')}
        columns={[groupColumn]}
        visible={picking === 'group'}
        value={groupValue}
        onClose={() => setPicking(null)}
        onConfirm={(value) => setGroupId(picked(value))}
        confirmText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
      />
      <Picker
        title={t('projects:mobile.nodePicker')}
        columns={[nodeColumn]}
        visible={picking === 'node'}
        value={nodeValue}
        onClose={() => setPicking(null)}
        onConfirm={(value) => setTreeNodeId(picked(value))}
        confirmText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
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
            const group = groupName(project.groupId);
            const place = nodePath(grouping.nodes, project.treeNodeId);
            return (
              <List.Item
                key={project.id}
                arrowIcon={!selecting}
                {...selectableRow(batch, selecting, project.id, 'mobile-project', () => void navigate(projectDetailPath(project)))}
                description={
                  <Space wrap style={{ '--gap': '4px' }}>
                    {devices.isSuccess && <span>{t('projects:mobile.deviceCount', { count: count.total })}</span>}
                    {count.online > 0 && <Tag color="success">{`${DEVICE_STATUS_LABELS.online[language]} ${count.online}`}</Tag>}
                    {count.comm_failure > 0 && (
                      <Tag color="warning">{`${DEVICE_STATUS_LABELS.comm_failure[language]} ${count.comm_failure}`}</Tag>
                    )}
                    {count.offline > 0 && <Tag color="default">{`${DEVICE_STATUS_LABELS.offline[language]} ${count.offline}`}</Tag>}
                    {group && (
                      <Tag color="primary" fill="outline">
                        {group}
                      </Tag>
                    )}
                    {place && <span>{place}</span>}
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
