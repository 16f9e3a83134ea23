import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import type { ImportResult, ProjectRow } from '../api/projectsApi';
import { importRow, readProjectFile, type ReadProjectFile } from '../utils/projectFile';

export interface ImportProjectModalProps {
  open: boolean;
  /** Import over this project (its devices and points are replaced); null: a new project. */
  target: ProjectRow | null;
  onClose(): void;
  onImport(file: Extract<ReadProjectFile, { ok: true }>['file']): Promise<ImportResult>;
}

/**
 * Import a project file (spec §5: import warns that it overwrites). The file is read here, the
 * user confirms with the warning in view, and a refused file shows the rows the server names.
 */
export function ImportProjectModal({ open, target, onClose, onImport }: ImportProjectModalProps) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState('');
  const [read, setRead] = useState<ReadProjectFile | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFileName('');
    setRead(null);
    setFailure(null);
  }, [open]);

  const choose = async (file: File) => {
    setFileName(file.name);
    setFailure(null);
    setRead(readProjectFile(await file.text()));
  };

  const submit = async () => {
    if (!read?.ok) return;
    setBusy(true);
    try {
      await onImport(read.file);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error.issues.length > 0 ? error.issues.map((issue) => `${importRow(issue.path)}: ${issue.message}`) : [error.message]);
      } else setFailure([t('projects:import.failed')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={target ? t('projects:import.intoTitle', { name: target.name }) : t('projects:import.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('projects:import.confirm')}
      okButtonProps={{ disabled: !read?.ok, loading: busy, danger: target !== null, 'data-testid': 'project-import-submit' }}
      cancelText={t('access:actions.cancel')}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type={target ? 'warning' : 'info'}
          showIcon
          title={
            target
              ? t(read?.ok && read.views === null ? 'projects:import.overwriteKeepViews' : 'projects:import.overwrite', {
                  name: target.name,
                })
              : t('projects:import.asNew')
          }
          data-testid="project-import-warning"
        />
        <Upload.Dragger
          accept=".json,application/json"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
          data-testid="project-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{fileName || t('projects:import.pick')}</p>
        </Upload.Dragger>
        {read?.ok && (
          <Typography.Text data-testid="project-import-summary">
            {t('projects:import.summary', {
              file: fileName,
              name: read.name,
              devices: read.devices,
              points: read.points,
              views: read.views ?? 0,
            })}
          </Typography.Text>
        )}
        {read && !read.ok && (
          <Alert type="error" showIcon title={t(read.reason === 'json' ? 'projects:import.badJson' : 'projects:import.badFormat')} />
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={t('projects:import.failed')}
            description={failure.map((line) => (
              <div key={line}>{line}</div>
            ))}
            data-testid="project-import-error"
          />
        )}
      </Space>
    </Modal>
  );
}
