import { RowActionButton, DeleteRowButton, ListToolbar, Permission, usePermission, EditRowButton } from '../../access';
import { AppstoreAddOutlined, DownloadOutlined, EyeOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProjectCreate } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Row, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { saveBlob } from '../../../lib/files/saveBlob';
import { projectsApi, type ProjectRow, type ProjectWithDeviceBody } from '../api/projectsApi';
import { GroupManagerModal } from '../components/GroupManagerModal';
import { ImportProjectModal } from '../components/ImportProjectModal';
import { ProjectFormModal } from '../components/ProjectFormModal';
import { ProjectMap } from '../../project-refs';
import { ProjectTreePanel } from '../components/ProjectTreePanel';
import { ProjectWithDeviceWizard } from '../components/ProjectWithDeviceWizard';
import { useProjectGrouping } from '../hooks/useProjectGrouping';
import { projectDetailPath } from '../../project-refs';
import { nodePath } from '../utils/projectTree';
import { actionsColumn } from '../../../ui/actionsColumn';
import { RowIconButton } from '../../../ui/RowIconButton';

const PAGE = 'item_page';
/** The map shows every project the user may see, not only the table's page. */
const MAP_PAGE_SIZE = 500;
const NO_FILTERS: { keyword: string; groupId?: number; treeNodeId?: number } = { keyword: '' };

/**
 * Project list (/item/item_page): the tree model on the left to filter by, a group filter, a map
 * of the projects above a searchable table.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { filters, filter, refresh, table } = useListPage({
    queryKey: ['projects', 'list'],
    initialFilters: NO_FILTERS,
    fetch: (query) => projectsApi.list(client, query),
    refreshKey: ['projects'],
  });
  const [editing, setEditing] = useState<ProjectRow | null | undefined>(undefined);
  const [importing, setImporting] = useState<ProjectRow | null | undefined>(undefined);
  const [managingGroups, setManagingGroups] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const grouping = useProjectGrouping();
  const canAddProject = usePermission(PAGE).can('add');
  const canAddDevice = usePermission('deviceConfigration').can('add');

  const { groupId, treeNodeId } = filters;
  const all = useQuery({
    queryKey: ['projects', 'map', { groupId, treeNodeId }],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: MAP_PAGE_SIZE, groupId, treeNodeId }, true),
  });

  const save = useListMutation(
    ({ id, body }: { id?: number; body: ProjectCreate }) => (id ? projectsApi.update(client, id, body) : projectsApi.create(client, body)),
    ({ id }) => t(id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => projectsApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );
  const batch = useBatchDelete((id) => projectsApi.remove(client, id), refresh);
  const createWithDevice = useMutation({
    mutationFn: (body: ProjectWithDeviceBody) => projectsApi.createWithDevice(client, body),
    onSuccess: ({ project, device }) => {
      void message.success(t('projects:wizard.done', { project: project.name, device: device.name }));
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });
  const exporter = useMutation({
    mutationFn: (project: ProjectRow) => projectsApi.export(client, project.id),
    onSuccess: (blob, project) => saveBlob(blob, `${t('projects:exportFile')}-${project.name}.json`),
  });
  const open = (project: { id: number; name: string }) => void navigate(projectDetailPath(project));

  const columns: TableColumnsType<ProjectRow> = [
    {
      title: t('projects:columns.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row)} data-testid={`project-open-${row.id}`}>
          {name}
        </Button>
      ),
    },
    { title: t('projects:columns.location'), dataIndex: 'location' },
    {
      title: t('projects:columns.group'),
      dataIndex: 'groupId',
      render: (id: number | null) => grouping.groups.find((group) => group.id === id)?.name ?? '',
    },
    { title: t('projects:columns.treeNode'), dataIndex: 'treeNodeId', render: (id: number | null) => nodePath(grouping.nodes, id) },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 180 },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <RowIconButton icon={<EyeOutlined />} label={t('projects:actions.open')} onClick={() => open(row)} />
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`project-edit-${row.id}`} />
          <Permission page={PAGE} need="export">
            <RowIconButton
              icon={<DownloadOutlined />}
              label={t('access:actions.export')}
              onClick={() => exporter.mutate(row)}
              testId={`project-export-${row.id}`}
              loading={exporter.isPending && exporter.variables.id === row.id}
            />
          </Permission>
          <RowActionButton
            page={PAGE}
            need="import"
            icon={<UploadOutlined />}
            label={t('projects:actions.importInto')}
            onClick={() => setImporting(row)}
            testId={`project-import-${row.id}`}
          />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`project-delete-${row.id}`} />
        </>
      ),
      { fixed: 'right', width: 200 },
    ),
  ];

  return (
    <AdminPage
      title={t('projects:title')}
      testId="projects-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          search={{
            placeholder: t('projects:searchPlaceholder'),
            onSearch: (value) => filter({ keyword: value.trim() }),
            width: 260,
            testId: 'project-search',
          }}
          filters={
            <>
              <Select
                allowClear
                placeholder={t('projects:filters.group')}
                value={groupId}
                onChange={(value?: number) => filter({ groupId: value })}
                options={grouping.groups.map((group) => ({ value: group.id, label: group.name }))}
                style={{ width: 180 }}
                data-testid="project-group-filter"
              />
              <Button icon={<TagsOutlined />} onClick={() => setManagingGroups(true)} data-testid="project-groups-manage">
                {t('projects:groups.manage')}
              </Button>
            </>
          }
          actions={
            <>
              <BatchDeleteButton page={PAGE} batch={batch} testId="projects-batch-delete" />
              {canAddProject && canAddDevice && (
                <Button icon={<AppstoreAddOutlined />} onClick={() => setWizardOpen(true)} data-testid="project-wizard-open">
                  {t('projects:wizard.open')}
                </Button>
              )}
              <Permission page={PAGE} need="import">
                <Button icon={<UploadOutlined />} onClick={() => setImporting(null)} data-testid="project-import">
                  {t('projects:actions.import')}
                </Button>
              </Permission>
            </>
          }
          add={{ onClick: () => setEditing(null), testId: 'project-add' }}
        />
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={6} xxl={5}>
          <ProjectTreePanel
            tree={grouping.tree}
            nodes={grouping.nodes}
            loading={grouping.loading}
            selected={treeNodeId}
            onSelect={(id) => filter({ treeNodeId: id })}
          />
        </Col>
        <Col xs={24} lg={17} xl={18} xxl={19}>
          <div style={{ marginBottom: 16 }}>
            <ProjectMap projects={all.data?.items ?? []} onOpen={open} />
          </div>
          <Table<ProjectRow>
            rowKey="id"
            size="middle"
            data-testid="projects-table"
            rowSelection={batch.rowSelection}
            columns={columns}
            scroll={{ x: 'max-content' }}
            {...table}
          />
        </Col>
      </Row>
      <GroupManagerModal
        open={managingGroups}
        groups={grouping.groups}
        loading={grouping.loading}
        onClose={() => setManagingGroups(false)}
      />
      <ProjectWithDeviceWizard
        open={wizardOpen}
        onClose={() => setWizardOpen(false)}
        onSubmit={(body) => createWithDevice.mutateAsync(body)}
      />
      <ProjectFormModal
        open={editing !== undefined}
        project={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
      <ImportProjectModal
        open={importing !== undefined}
        target={importing ?? null}
        onClose={() => setImporting(undefined)}
        onImport={async (file) => {
          const result = await projectsApi.import(client, file, importing?.id);
          void message.success(t('projects:import.done', { devices: result.devices, points: result.points, views: result.views }));
          void refresh();
          void queryClient.invalidateQueries({ queryKey: ['devices'] });
          return result;
        }}
      />
    </AdminPage>
  );
}
