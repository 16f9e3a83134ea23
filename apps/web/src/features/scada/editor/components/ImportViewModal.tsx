import { UploadOutlined } from '@ant-design/icons';
import type { ViewSummary } from '@fieldlink/domain';
import { Alert, App, Button, Form, Modal, Radio, Select, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { needsOverwriteWarning, readViewFile, type ImportTarget } from '../utils/viewImport';

export interface ImportViewModalProps {
  open: boolean;
  views: readonly ViewSummary[];
  /** Preselects "overwrite this view" (the list's row). */
  overwrite?: ViewSummary;
  onClose(): void;
  onImport(file: unknown, target: ImportTarget): Promise<unknown>;
}

/** Imports a view file as a new view or over an existing one; overwriting asks first (spec §5). */
export function ImportViewModal({ open, views, overwrite, onClose, onImport }: ImportViewModalProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [file, setFile] = useState<{ name: string; view: string; raw: unknown } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [viewId, setViewId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setMode(overwrite ? 'overwrite' : 'new');
    setViewId(overwrite?.id);
  }, [open, overwrite]);

  const choose = async (chosen: File) => {
    const read = readViewFile(await chosen.text());
    if (read.ok) {
      setFile({ name: chosen.name, view: read.file.view.name, raw: read.raw });
      setProblem(null);
    } else {
      setFile(null);
      setProblem(t(builtKey(`messages:${read.message}`)));
    }
  };

  const target: ImportTarget | undefined = mode === 'new' ? { mode: 'new' } : viewId ? { mode: 'overwrite', viewId } : undefined;
  const run = async () => {
    if (!file || !target) return;
    setBusy(true);
    try {
      await onImport(file.raw, target);
      onClose();
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!target || !needsOverwriteWarning(target)) return void run();
    const name = views.find((view) => view.id === viewId)?.name ?? '';
    modal.confirm({
      title: t('scadaEditor:import.overwriteWarnTitle'),
      content: t('scadaEditor:import.overwriteWarn', { name }),
      okText: t('scadaEditor:import.overwriteOk'),
      okButtonProps: { danger: true, 'data-testid': 'view-import-overwrite-confirm' },
      cancelText: t('access:actions.cancel'),
      onOk: run,
    });
  };

  return (
    <Modal
      open={open}
      title={t('scadaEditor:import.title')}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: !file || !target, loading: busy, 'data-testid': 'view-import-submit' }}
      okText={t('scadaEditor:list.import')}
      cancelText={t('access:actions.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('scadaEditor:import.file')} required>
          <Upload
            accept=".json,application/json"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              void choose(chosen);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="view-import-file">
              {t('scadaEditor:import.choose')}
            </Button>
          </Upload>
          {file && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('scadaEditor:import.fileRead', { name: file.name, view: file.view })}
            </Typography.Paragraph>
          )}
          {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 8 }} />}
        </Form.Item>
        <Form.Item label={t('scadaEditor:import.target')}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as 'new' | 'overwrite')}>
            <Radio value="new" data-testid="view-import-new">
              {t('scadaEditor:import.asNew')}
            </Radio>
            <Radio value="overwrite" disabled={views.length === 0} data-testid="view-import-overwrite">
              {t('scadaEditor:import.overwrite')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'overwrite' && (
          <Form.Item label={t('scadaEditor:import.overwriteView')} required>
            <Select
              value={viewId}
              onChange={setViewId}
              data-testid="view-import-target"
              options={views.map((view) => ({ value: view.id, label: view.name }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
