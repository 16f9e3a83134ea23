import { DownloadOutlined, EditOutlined, FormOutlined, ImportOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import type { ViewSummary } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { Link } from 'react-router';
import { saveBlob } from '../../../../lib/files/saveBlob';
import { formatTime } from '../../../../lib/format/formatTime';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { actionsColumn } from '../../../../ui/actionsColumn';
import { AdminPage } from '../../../../ui/AdminPage';
import { DeleteRowButton, Permission, RowActionButton } from '../../../access';
import { useBatchDelete } from '../../../../lib/list/useBatchDelete';
import { BatchDeleteButton } from '../../../../ui/BatchDeleteButton';
import { useProjectOptions } from '../../../project-refs';
import { editorApi } from '../editorApi';
import { shapePath } from '../utils/shapePath';
import type { ImportTarget } from '../utils/viewImport';
import { ImportViewModal } from './ImportViewModal';
import { ViewFormModal, type ViewFormValues } from './ViewFormModal';

export const viewsQueryKey = (projectId: number | undefined) => ['scada', 'views', projectId] as const;

export interface ViewListProps {
  projectId: number | undefined;
  onProjectChange(projectId: number | undefined): void;
}

/** A project's views (page shape): create, rename, delete, main view, export, import, open in the editor. */
export function ViewList({ projectId, onProjectChange }: ViewListProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const projects = useProjectOptions();
  const [form, setForm] = useState<{ open: boolean; view: ViewSummary | null }>({ open: false, view: null });
  const [importing, setImporting] = useState(false);

  const views = useQuery({
    queryKey: viewsQueryKey(projectId),
    queryFn: () => editorApi.views(client, projectId!),
    enabled: projectId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsQueryKey(projectId) });
  const rows = views.data ?? [];

  const save = async (values: ViewFormValues) => {
    if (form.view) {
      await editorApi.update(client, form.view.id, { version: form.view.version, name: values.name });
      void message.success(t('scadaEditor:list.renamed'));
    } else {
      await editorApi.create(client, { projectId: projectId!, ...values });
      void message.success(t('scadaEditor:list.created'));
    }
    await refresh();
  };
  const exportView = useMutation({
    mutationFn: (view: ViewSummary) => editorApi.exportFile(client, view.id),
    onSuccess: (file, view) => saveBlob(file.blob, file.fileName ?? `${view.name}.json`),
  });
  const importView = async (file: unknown, target: ImportTarget) => {
    const result = await editorApi.importFile(client, projectId!, file, target);
    void message.success(t('scadaEditor:import.done', { name: result.view.name }));
    if (result.unresolved > 0) modal.warning({ content: t('scadaEditor:import.unresolved', { count: result.unresolved }) });
    await refresh();
  };
  const setMain = async (view: ViewSummary) => {
    await editorApi.setMain(client, view.id);
    void message.success(t('scadaEditor:list.mainSet'));
    await refresh();
  };
  const batch = useBatchDelete((id) => editorApi.remove(client, id), refresh);
  const remove = async (view: ViewSummary) => {
    await editorApi.remove(client, view.id);
    void message.success(t('scadaEditor:list.deleted'));
    await refresh();
  };

  const columns: TableColumnsType<ViewSummary> = [
    {
      title: t('scadaEditor:list.columns.name'),
      dataIndex: 'name',
      render: (name: string, view) => (
        <>
          <Link to={shapePath({ projectId, viewId: view.id })} data-testid={`view-open-${view.id}`}>
            {name}
          </Link>
          {view.isMain && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {t('scadaEditor:list.main')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('scadaEditor:list.columns.platform'),
      dataIndex: 'platform',
      render: (platform: string) => t(builtKey(`scadaEditor:platform.${platform}`)),
    },
    { title: t('scadaEditor:list.columns.elements'), dataIndex: 'elementCount', responsive: ['md'] },
    { title: t('scadaEditor:list.columns.version'), dataIndex: 'version', responsive: ['lg'] },
    { title: t('scadaEditor:list.columns.updatedAt'), dataIndex: 'updatedAt', render: formatTime, responsive: ['md'] },
    { title: t('scadaEditor:list.columns.updatedBy'), dataIndex: 'updatedBy', responsive: ['lg'] },
    actionsColumn<ViewSummary>(t('access:actionsColumn'), (view) => (
      <>
        <Link to={shapePath({ projectId, viewId: view.id })}>
          <Button type="link" size="small" icon={<FormOutlined />} data-testid={`view-design-${view.id}`}>
            {t('scadaEditor:list.design')}
          </Button>
        </Link>
        <RowActionButton
          page="shape"
          need="edit"
          icon={<EditOutlined />}
          label={t('scadaEditor:list.rename')}
          onClick={() => setForm({ open: true, view })}
          testId={`view-rename-${view.id}`}
        />
        {!view.isMain && view.platform !== 'popup' && (
          <RowActionButton
            page="shape"
            need="edit"
            icon={<StarOutlined />}
            label={t('scadaEditor:list.setMain')}
            onClick={() => void setMain(view).catch(() => undefined)}
            testId={`view-main-${view.id}`}
          />
        )}
        <RowActionButton
          page="shape"
          need="export"
          icon={<DownloadOutlined />}
          label={t('scadaEditor:list.export')}
          onClick={() => exportView.mutate(view)}
          testId={`view-export-${view.id}`}
        />
        <DeleteRowButton page="shape" name={view.name} onDelete={() => remove(view)} testId={`view-delete-${view.id}`} />
      </>
    )),
  ];

  return (
    <AdminPage
      title={t('scadaEditor:title')}
      testId="view-list-page"
      filters={
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder={t('scadaEditor:list.projectPlaceholder')}
          value={projectId}
          onChange={(value?: number) => onProjectChange(value)}
          options={projects}
          style={{ minWidth: 220, maxWidth: '100%' }}
          data-testid="view-list-project"
        />
      }
      actions={
        projectId !== undefined && (
          <>
            <BatchDeleteButton page="shape" batch={batch} testId="views-batch-delete" />
            <Permission page="shape" need="import">
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="view-import">
                {t('scadaEditor:list.import')}
              </Button>
            </Permission>
            <Permission page="shape" need="add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, view: null })} data-testid="view-add">
                {t('scadaEditor:list.add')}
              </Button>
            </Permission>
          </>
        )
      }
    >
      {projectId === undefined ? (
        <Empty description={t('scadaEditor:list.pickProject')} />
      ) : (
        <Table<ViewSummary>
          rowKey="id"
          size="middle"
          rowSelection={batch.rowSelection}
          data-testid="view-list-table"
          columns={columns}
          dataSource={rows}
          loading={views.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('scadaEditor:list.empty') }}
        />
      )}
      <ViewFormModal open={form.open} view={form.view} onClose={() => setForm({ open: false, view: null })} onSubmit={save} />
      <ImportViewModal open={importing} views={rows} onClose={() => setImporting(false)} onImport={importView} />
    </AdminPage>
  );
}
