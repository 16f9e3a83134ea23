import { EyeOutlined } from '@ant-design/icons';
import { Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, ListToolbar, EditRowButton } from '../../access';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { useListMutation } from '../../../lib/list/useListMutation';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { useListPage } from '../../../lib/list/useListPage';
import { reportsApi, type ReportConfigBody, type ReportRow } from '../api/reportsApi';
import { ReportConfigModal } from '../components/ReportConfigModal';
import { actionsColumn } from '../../../ui/actionsColumn';
import { RowIconButton } from '../../../ui/RowIconButton';

const PAGE = 'configure_report';

/** Multifunction report configuration (/configure/configure_report): saved reports (variableReport Config*). */
export function ReportConfigPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const { projectId, setProjectId } = useProjectParam();
  const { firstPage, refresh, table } = useListPage({
    queryKey: ['reports', 'config', projectId],
    initialFilters: {},
    fetch: (query) => reportsApi.reports(client, { ...query, projectId }),
    refreshKey: ['reports'],
  });
  const [editing, setEditing] = useState<ReportRow | null | undefined>(undefined);
  const save = useListMutation(
    (body: ReportConfigBody) => (editing ? reportsApi.updateReport(client, editing.id, body) : reportsApi.createReport(client, body)),
    () => t(editing ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => reportsApi.removeReport(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  const batch = useBatchDelete((id) => reportsApi.removeReport(client, id), refresh);

  return (
    <AdminPage
      title={t('reports:report.configTitle')}
      testId="report-config-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          filters={
            <ProjectFilter
              placeholder={t('common:filters.allProjects')}
              value={projectId}
              onChange={(id) => {
                setProjectId(id);
                firstPage();
              }}
              testId="reports-project"
            />
          }
          actions={<BatchDeleteButton page={PAGE} batch={batch} testId="reports-batch-delete" />}
          add={{ onClick: () => setEditing(null), label: t('reports:report.add'), testId: 'report-add' }}
        />
      }
    >
      <Table<ReportRow>
        rowKey="id"
        rowSelection={batch.rowSelection}
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
        data-testid="report-config-table"
        columns={[
          { title: t('reports:report.name'), dataIndex: 'name' },
          { title: t('reports:report.project'), dataIndex: 'projectName' },
          {
            title: t('reports:report.storageMode'),
            dataIndex: 'storageMode',
            render: (m: string) => t(builtKey(`reports:report.storageModes.${m}`)),
          },
          {
            title: t('reports:report.timeType'),
            dataIndex: 'timeType',
            render: (m: string) => t(builtKey(`reports:report.timeTypes.${m}`)),
          },
          { title: t('reports:report.columns'), dataIndex: 'columns', render: (c: unknown[]) => c.length },
          {
            title: t('reports:report.modules'),
            dataIndex: 'modules',
            render: (modules: ReportRow['modules']) => (
              <Space size={2} wrap>
                {modules.map((m, i) => (
                  <Tag
                    key={i}
                  >{`${t(builtKey(`reports:report.moduleTypes.${m.type}`))} · ${t(builtKey(`reports:report.widths.${m.width}`))}`}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('reports:report.schedule'),
            dataIndex: 'schedule',
            render: (s: ReportRow['schedule']) =>
              s ? (
                <Tag color="blue">{`${t(builtKey(`reports:report.frequencies.${s.frequency}`))} · ${t(builtKey(`reports:report.channels.${s.channel}`))}`}</Tag>
              ) : (
                t('reports:report.noSchedule')
              ),
          },
          actionsColumn(t('access:actionsColumn'), (row) => (
            <>
              <RowIconButton
                icon={<EyeOutlined />}
                label={t('reports:report.view')}
                onClick={() => void navigate(`/dataAnalysis/report?id=${row.id}`)}
              />
              <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`report-edit-${row.id}`} />
              <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`report-delete-${row.id}`} />
            </>
          )),
        ]}
      />
      <ReportConfigModal
        report={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync(body)}
      />
    </AdminPage>
  );
}
