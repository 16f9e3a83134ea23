import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tabs, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { saveBlob } from '../../../lib/files/saveBlob';
import { importReport, type ImportProblem } from '../../points';
import { maintenanceApi } from '../api/maintenanceApi';

export const IMPORT_NEW_PATH = '/maintain/importNewProject';
export const IMPORT_OLD_PATH = '/maintain/importOldProject';

type Mode = 'new' | 'old';
type Outcome = { ok: true; projects: number; plans: number } | { ok: false; summary: string; problems: ImportProblem[] };

function ImportPane({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const template = useMutation({
    mutationFn: () => maintenanceApi.template(client),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'maintenance-plans-template.xlsx'),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => maintenanceApi.importFile(client, mode, chosen),
    onSuccess: (result) => setOutcome({ ok: true, ...result }),
    onError: (error) =>
      setOutcome({
        ok: false,
        summary: error instanceof ApiError ? error.message || error.key : String(error),
        problems: error instanceof ApiError ? importReport(error.issues) : [],
      }),
  });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid={`maintenance-import-${mode}`}>
      <Alert type="info" showIcon title={t(mode === 'new' ? 'maintenance:import.newHint' : 'maintenance:import.oldHint')} />
      <Space>
        <Button
          icon={<FileExcelOutlined />}
          loading={template.isPending}
          onClick={() => template.mutate()}
          data-testid="maintenance-template"
        >
          {t('maintenance:import.template')}
        </Button>
      </Space>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setOutcome(null);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{file?.name ?? t('maintenance:import.pick')}</p>
      </Upload.Dragger>
      <Permission page="projectImport" need="import">
        <Button
          type="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file)}
          data-testid="maintenance-import-submit"
        >
          {t('maintenance:import.submit')}
        </Button>
      </Permission>
      {outcome?.ok && (
        <Alert type="success" showIcon title={t('maintenance:import.done', { projects: outcome.projects, plans: outcome.plans })} />
      )}
      {outcome && !outcome.ok && (
        <div data-testid="maintenance-import-report">
          <Alert type="error" showIcon title={outcome.summary} style={{ marginBottom: 12 }} />
          {outcome.problems.length > 0 && (
            <Table<ImportProblem>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={outcome.problems}
              columns={[
                { title: t('maintenance:import.row'), dataIndex: 'row', width: 80, render: (row: number | null) => row ?? '' },
                { title: t('maintenance:import.field'), dataIndex: 'field', width: 160 },
                { title: t('maintenance:import.message'), dataIndex: 'message' },
              ]}
            />
          )}
        </div>
      )}
    </Space>
  );
}

/** Project import for maintenance (/maintain/projectImport, tabs /importNewProject and /importOldProject). */
export function ProjectImportPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active: Mode = location.pathname === IMPORT_OLD_PATH ? 'old' : 'new';
  return (
    <AdminPage title={t('maintenance:import.title')} testId="project-import-page">
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(key === 'old' ? IMPORT_OLD_PATH : IMPORT_NEW_PATH)}
        items={[
          { key: 'new', label: t('maintenance:import.new'), children: <ImportPane mode="new" /> },
          { key: 'old', label: t('maintenance:import.old'), children: <ImportPane mode="old" /> },
        ]}
      />
    </AdminPage>
  );
}
