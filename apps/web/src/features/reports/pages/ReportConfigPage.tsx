import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../access/components/AdminPage';
import { DeleteRowButton } from '../../access/components/DeleteRowButton';
import { Permission } from '../../access/components/Permission';
import { RowActionButton } from '../../access/components/RowActionButton';
import { usePaging } from '../../access/hooks/usePaging';
import { reportsApi, type ReportConfigBody, type ReportRow } from '../api/reportsApi';
import { ReportConfigModal } from '../components/ReportConfigModal';

const PAGE = 'configure_report';

/** Multifunction report configuration (/configure/configure_report): saved reports (variableReport Config*). */
export function ReportConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { paging, pagination } = usePaging();
  const [editing, setEditing] = useState<ReportRow | null | undefined>(undefined);
  const list = useQuery({
    queryKey: ['reports', 'config', paging],
    queryFn: () => reportsApi.reports(client, paging),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reports'] });
  const save = useMutation({
    mutationFn: (body: ReportConfigBody) =>
      editing ? reportsApi.updateReport(client, editing.id, body) : reportsApi.createReport(client, body),
    onSuccess: () => {
      void message.success(t(editing ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => reportsApi.removeReport(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  return (
    <AdminPage
      title={t('reports:report.configTitle')}
      testId="report-config-page"
      actions={
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="report-add">
            {t('reports:report.add')}
          </Button>
        </Permission>
      }
    >
      <Table<ReportRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        data-testid="report-config-table"
        columns={[
          { title: t('reports:report.name'), dataIndex: 'name' },
          { title: t('reports:report.project'), dataIndex: 'projectName' },
          {
            title: t('reports:report.storageMode'),
            dataIndex: 'storageMode',
            render: (m: string) => t(`reports:report.storageModes.${m}`),
          },
          { title: t('reports:report.timeType'), dataIndex: 'timeType', render: (m: string) => t(`reports:report.timeTypes.${m}`) },
          { title: t('reports:report.columns'), dataIndex: 'columns', render: (c: unknown[]) => c.length },
          {
            title: t('reports:report.modules'),
            dataIndex: 'modules',
            render: (modules: ReportRow['modules']) => (
              <Space size={2} wrap>
                {modules.map((m, i) => (
                  <Tag key={i}>{`${t(`reports:report.moduleTypes.${m.type}`)} · ${t(`reports:report.widths.${m.width}`)}`}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('reports:report.schedule'),
            dataIndex: 'schedule',
            render: (s: ReportRow['schedule']) =>
              s ? (
                <Tag color="blue">{`${t(`reports:report.frequencies.${s.frequency}`)} · ${t(`reports:report.channels.${s.channel}`)}`}</Tag>
              ) : (
                t('reports:report.noSchedule')
              ),
          },
          {
            title: t('access:actionsColumn'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Tooltip title={t('reports:report.view')}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EyeOutlined />}
                    aria-label={t('reports:report.view')}
                    onClick={() => void navigate(`/dataAnalysis/report?id=${row.id}`)}
                  />
                </Tooltip>
                <RowActionButton
                  page={PAGE}
                  need="edit"
                  icon={<EditOutlined />}
                  label={t('access:actions.edit')}
                  onClick={() => setEditing(row)}
                  testId={`report-edit-${row.id}`}
                />
                <DeleteRowButton
                  page={PAGE}
                  name={row.name}
                  onDelete={() => remove.mutateAsync(row.id)}
                  testId={`report-delete-${row.id}`}
                />
              </Space>
            ),
          },
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
