import type { Scene } from '@fieldlink/domain';
import { Alert, Modal } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { usePermission } from '../../../access';
import { SET_VALUE_PAGE } from '../../../monitoring';
import { LiveScene } from '../../components/LiveScene';

export interface PreviewModalProps {
  open: boolean;
  name: string;
  scene: Scene;
  projectId: number;
  onClose(): void;
}

const noLink = () => undefined;

/**
 * The drawing as a user will see it, unsaved changes included, with live values; its controls
 * write only when the user may set values (else they are drawn disabled).
 */
export function PreviewModal({ open, name, scene, projectId, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const canWrite = usePermission(SET_VALUE_PAGE).can('setValue');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(96vw, 1400px)"
      title={t('scadaEditor:preview.title', { name })}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('scadaEditor:preview.note')} style={{ marginBottom: 8 }} />
      {!canWrite && <Alert type="warning" showIcon message={t('scadaEditor:preview.noControl')} style={{ marginBottom: 8 }} />}
      {/* The whole drawing in view: as wide as the dialog allows and no taller than the window leaves (a 1280×720 view on a 1440×900 screen). */}
      <div
        style={{ width: `min(100%, calc(66vh * ${scene.width} / ${scene.height}))`, margin: '0 auto' }}
        data-testid="editor-preview-frame"
      >
        {open && <LiveScene scene={scene} projectId={projectId} onLink={noLink} testId="editor-preview-scene" />}
      </div>
    </Modal>
  );
}
