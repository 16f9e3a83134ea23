import { RowActionButton } from '../../access/components/RowActionButton';
import { usePaging } from '../../access/hooks/usePaging';
import { DeleteRowButton } from '../../access/components/DeleteRowButton';
import { DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProjectCreate } from '@fieldlink/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../access/components/AdminPage';
import { Permission } from '../../access/components/Permission';
import { formatTime } from '../../access/utils/formatTime';
import { saveBlob } from '../../access/utils/saveBlob';
import { projectsApi, type ProjectRow } from '../api/projectsApi';
import { ImportProjectModal } from '../components/ImportProjectModal';
import { ProjectFormModal } from '../components/ProjectFormModal';
import { ProjectMap } from '../components/ProjectMap';
import { projectDetailPath } from '../utils/projectPaths';

const PAGE = 'item_page';
/** The map shows every project the user may see, not only the table's page. */
const MAP_PAGE_SIZE = 500;

/** Project list (/item/item_page): a map of the projects above a searchable table. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { paging, firstPage, pagination } = usePaging();
  const [editing, setEditing] = useState<ProjectRow | null | undefined>(undefined);
  const [importing, setImporting] = useState<ProjectRow | null | undefined>(undefined);

  const params = { ...paging, keyword };
  const list = useQuery({
    queryKey: ['projects', 'list', params],
    queryFn: () => projectsApi.list(client, params),
    placeholderData: keepPreviousData,
  });
  const all = useQuery({
    queryKey: ['projects', 'map'],
    queryFn: () => projectsApi.list(client, { page: 1, pageSize: MAP_PAGE_SIZE }, true),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['projects'] });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProjectCreate }) =>
      id ? projectsApi.update(client, id, body) : projectsApi.create(client, body),
    onSuccess: (_data, { id }) => {
      void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => projectsApi.remove(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
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
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 180 },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('projects:actions.open')}>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row)} aria-label={t('projects:actions.open')} />
          </Tooltip>
          <RowActionButton
            page={PAGE}
            need="edit"
            icon={<EditOutlined />}
            label={t('access:actions.edit')}
            onClick={() => setEditing(row)}
            testId={`project-edit-${row.id}`}
          />
          <Permission page={PAGE} need="export">
            <Tooltip title={t('access:actions.export')}>
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                loading={exporter.isPending && exporter.variables.id === row.id}
                onClick={() => exporter.mutate(row)}
                data-testid={`project-export-${row.id}`}
                aria-label={t('access:actions.export')}
              />
            </Tooltip>
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
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('projects:title')}
      testId="projects-page"
      filters={
        <Input.Search
          allowClear
          placeholder={t('projects:searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            firstPage();
          }}
          style={{ width: 260, maxWidth: '100%' }}
          data-testid="project-search"
        />
      }
      actions={
        <>
          <Permission page={PAGE} need="import">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(null)} data-testid="project-import">
              {t('projects:actions.import')}
            </Button>
          </Permission>
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="project-add">
              {t('access:actions.add')}
            </Button>
          </Permission>
        </>
      }
    >
      <div style={{ marginBottom: 16 }}>
        <ProjectMap projects={all.data?.items ?? []} onOpen={open} />
      </div>
      <Table<ProjectRow>
        rowKey="id"
        size="middle"
        data-testid="projects-table"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagination(list.data?.total ?? 0)}
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
          void message.success(t('projects:import.done', { devices: result.devices, points: result.points }));
          void refresh();
          void queryClient.invalidateQueries({ queryKey: ['devices'] });
          return result;
        }}
      />
    </AdminPage>
  );
}
