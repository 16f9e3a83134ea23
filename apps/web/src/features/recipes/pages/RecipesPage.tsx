import { useLanguage } from '../../../lib/language/useLanguage';
import { CloudDownloadOutlined, DownloadOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Select, Table, Tabs, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { saveBlob } from '../../../lib/files/saveBlob';
import { formatTime } from '../../../lib/format/formatTime';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, EditRowButton, ListToolbar, Permission } from '../../access';
import { devicesApi } from '../../devices';
import { recipesApi, type Recipe, type RecipeBody, type RecipeDownload, type RecipeSummary } from '../api/recipesApi';
import { RecipeEditorModal } from '../components/RecipeEditorModal';
import { RecipeLogTable } from '../components/RecipeLogTable';
import { RecipeVersionsModal } from '../components/RecipeVersionsModal';
import { RECIPES_QUERY_KEY, useRecipeDownload } from '../hooks/useRecipeDownload';
import { downloadReason } from '../utils/downloadReason';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { downloadTarget, recipeTargetLabel } from '../utils/recipeTarget';

const PAGE = 'plan_page';

/**
 * Recipe management (/deviceMent/plan_page): recipes per device or device type (a device chosen above lists its
 * own and its type's, and is where a type's recipe downloads to), editor, Excel, download and the recipe log.
 */
export function RecipesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const { message } = App.useApp();
  const { projectId, deviceId, setProjectId, setDeviceId } = useProjectParam();
  const [editing, setEditing] = useState<Recipe | null | undefined>(undefined);
  const [versionsOf, setVersionsOf] = useState<RecipeSummary | null>(null);
  const devices = useQuery({
    queryKey: ['devices', 'options', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId }, true),
  });
  const chosenDevice = devices.data?.items.find((d) => d.id === deviceId);
  const { filter, refresh, table } = useListPage<{ keyword?: string }, RecipeSummary>({
    queryKey: [...RECIPES_QUERY_KEY, projectId, deviceId],
    refreshKey: RECIPES_QUERY_KEY,
    initialFilters: {},
    fetch: (query) => recipesApi.list(client, { ...query, projectId, deviceId }),
  });
  const save = useListMutation(
    (body: RecipeBody) => (editing ? recipesApi.update(client, editing.id, body) : recipesApi.create(client, body)),
    () => t(editing ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => recipesApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );
  const showResult = (entry: RecipeDownload) =>
    entry.status === 'succeeded'
      ? Modal.success({ title: t('recipes:download.succeeded', { name: entry.recipeName }), content: t('recipes:download.succeededHint') })
      : Modal.error({ title: t('recipes:download.failed', { name: entry.recipeName }), content: downloadReason(entry, t, language) });
  const download = useRecipeDownload(showResult);
  const exporter = useMutation({
    mutationFn: (id: number) => recipesApi.exportValues(client, id),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `${t('recipes:title')}.xlsx`),
  });

  const importValues = async (id: number, file: File) => {
    try {
      await recipesApi.importValues(client, id, file);
      void message.success(t('recipes:excel.imported'));
      await refresh();
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      Modal.error({
        title: error instanceof ApiError ? error.message : String(error),
        content: (
          <ul data-testid="recipe-import-report">
            {issues.slice(0, 20).map((issue) => (
              <li key={`${issue.path}${issue.message}`}>{`${issue.path}: ${issue.message}`}</li>
            ))}
          </ul>
        ),
      });
    }
  };

  const recipesTab = (
    <>
      <ListToolbar
        page={PAGE}
        search={{ placeholder: t('recipes:search'), onSearch: (keyword) => filter({ keyword }), testId: 'recipe-search' }}
        add={{ onClick: () => setEditing(null), label: t('recipes:editor.add'), testId: 'recipe-add' }}
      />
      <Table<RecipeSummary>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
        data-testid="recipes-table"
        columns={[
          { title: t('recipes:fields.name'), dataIndex: 'name' },
          { title: t('recipes:fields.target'), key: 'target', render: (_, row) => recipeTargetLabel(row, t) },
          { title: t('recipes:fields.rows'), dataIndex: 'itemCount' },
          { title: t('recipes:fields.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
          { title: t('recipes:fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
          actionsColumn(t('access:actionsColumn'), (row) => (
            <>
              <Permission page={PAGE} need="setValue">
                <Popconfirm
                  title={t('recipes:download.confirm', { name: row.name, device: row.deviceName ?? chosenDevice?.name })}
                  description={t('recipes:download.confirmHint')}
                  disabled={!downloadTarget(row, deviceId)}
                  onConfirm={() => download.mutate(downloadTarget(row, deviceId)!)}
                  okButtonProps={{ 'data-testid': 'recipe-download-confirm' } as Record<`data-${string}`, string>}
                >
                  <Button
                    type="link"
                    size="small"
                    icon={<CloudDownloadOutlined />}
                    loading={download.isPending && download.variables?.id === row.id}
                    disabled={!downloadTarget(row, deviceId)}
                    title={downloadTarget(row, deviceId) ? undefined : t('recipes:download.chooseDevice')}
                    data-testid={`recipe-download-${row.id}`}
                  >
                    {t('recipes:download.action')}
                  </Button>
                </Popconfirm>
              </Permission>
              <EditRowButton
                page={PAGE}
                onClick={() => void recipesApi.get(client, row.id).then(setEditing)}
                testId={`recipe-edit-${row.id}`}
              />
              <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setVersionsOf(row)}>
                {t('recipes:versions.action')}
              </Button>
              <Permission page={PAGE} need="export">
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={exporter.isPending && exporter.variables === row.id}
                  onClick={() => exporter.mutate(row.id)}
                >
                  {t('recipes:excel.export')}
                </Button>
              </Permission>
              <Permission page={PAGE} need="import">
                <Upload
                  accept=".xlsx"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void importValues(row.id, file);
                    return false;
                  }}
                >
                  <Button type="link" size="small" icon={<UploadOutlined />}>
                    {t('recipes:excel.import')}
                  </Button>
                </Upload>
              </Permission>
              <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`recipe-delete-${row.id}`} />
            </>
          )),
        ]}
      />
    </>
  );

  return (
    <AdminPage
      title={t('recipes:title')}
      testId="recipes-page"
      filters={
        <>
          <ProjectFilter placeholder={t('common:filters.allProjects')} value={projectId} onChange={setProjectId} testId="recipes-project" />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('recipes:allDevices')}
            style={{ width: 240 }}
            value={deviceId}
            onChange={(id?: number) => setDeviceId(id)}
            options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            data-testid="recipes-device"
          />
        </>
      }
    >
      <Tabs
        items={[
          { key: 'recipes', label: t('recipes:tabs.recipes'), children: recipesTab },
          { key: 'log', label: t('recipes:tabs.log'), children: <RecipeLogTable deviceId={deviceId} /> },
        ]}
      />
      <RecipeEditorModal
        recipe={editing ?? null}
        deviceId={deviceId}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync(body)}
      />
      <RecipeVersionsModal recipe={versionsOf} onClose={() => setVersionsOf(null)} />
    </AdminPage>
  );
}
