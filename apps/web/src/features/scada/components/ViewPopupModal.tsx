import type { LinkTarget } from '@fieldlink/domain';
import { Modal, Spin } from 'antd';
import type { ViewRow } from '../api/viewsApi';
import { useView } from '../hooks/useViews';
import { LiveScene } from './LiveScene';

export interface ViewPopupProps {
  projectId: number;
  view: ViewRow | null;
  onLink(target: LinkTarget): void;
  onClose(): void;
}

/** A popup view over the current one (desktop): a modal as wide as the view's canvas allows. */
export function ViewPopupModal({ projectId, view, onLink, onClose }: ViewPopupProps) {
  const detail = useView(view?.id);
  const width = detail.data ? Math.min(detail.data.scene.width + 48, window.innerWidth - 64) : 640;
  return (
    <Modal open={view !== null} title={view?.name} footer={null} onCancel={onClose} width={width} destroyOnHidden>
      {detail.data ? (
        <LiveScene scene={detail.data.scene} projectId={projectId} onLink={onLink} testId="scada-popup-view" />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
}
