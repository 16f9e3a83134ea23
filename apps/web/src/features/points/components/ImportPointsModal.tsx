import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import type { PointImportResult } from '../api/pointsApi';
import { importReport, type ImportProblem } from '../utils/importReport';

export interface ImportPointsModalProps {
  open: boolean;
  onClose(): void;
  onImport(file: File): Promise<PointImportResult>;
}

/**
 * Imports points from Excel. The server takes every row or none; a refused file leaves the modal
 * open with the report: each rejected row, the field and the problem.
 */
export function ImportPointsModal({ open, onClose, onImport }: ImportPointsModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ summary: string; problems: ImportProblem[] } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
  }, [open]);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setReport(null);
    try {
      await onImport(file);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setReport({ summary: error.message || error.key, problems: importReport(error.issues) });
      else setReport({ summary: String(error), problems: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('points:excel.importTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('points:excel.confirm')}
      okButtonProps={{ disabled: !file, loading: busy, 'data-testid': 'points-import-submit' }}
      cancelText={t('access:actions.cancel')}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('points:excel.hint')} />
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setReport(null);
            return false;
          }}
          data-testid="points-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text" data-testid="points-import-file-name">
            {file?.name ?? t('points:excel.pick')}
          </p>
        </Upload.Dragger>
        {report && (
          <div data-testid="points-import-report">
            <Alert type="error" showIcon title={report.summary} style={{ marginBottom: 12 }} />
            {report.problems.length > 0 && (
              <Table<ImportProblem>
                rowKey="key"
                size="small"
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={report.problems}
                columns={[
                  {
                    title: t('points:excel.row'),
                    dataIndex: 'row',
                    width: 80,
                    render: (row: number | null) => row ?? t('points:excel.wholeFile'),
                  },
                  {
                    title: t('points:excel.field'),
                    dataIndex: 'field',
                    width: 160,
                    render: (field: string) =>
                      field ? <Typography.Text title={field}>{t(`points:form.${field}`, { defaultValue: field })}</Typography.Text> : '',
                  },
                  { title: t('points:excel.message'), dataIndex: 'message' },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Modal>
  );
}
