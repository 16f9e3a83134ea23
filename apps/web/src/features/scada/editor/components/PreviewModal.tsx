import type { Scene } from '@fieldlink/domain';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUES, SceneSvg } from '../../index';

export interface PreviewModalProps {
  open: boolean;
  name: string;
  scene: Scene;
  gallery: (id: number) => string | undefined;
  onClose(): void;
}

/** The drawing as a user will see it (run mode), unsaved changes included. */
export function PreviewModal({ open, name, scene, gallery, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(96vw, 1400px)"
      title={t('scadaEditor:preview.title', { name })}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('scadaEditor:preview.note')} style={{ marginBottom: 12 }} />
      <div data-testid="editor-preview-scene" style={{ overflow: 'auto', maxHeight: '75vh' }}>
        <SceneSvg scene={scene} values={EMPTY_VALUES} mode="run" gallery={gallery} style={{ width: '100%', height: 'auto' }} />
      </div>
    </Modal>
  );
}
