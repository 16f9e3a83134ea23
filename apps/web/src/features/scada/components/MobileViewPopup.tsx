import { DotLoading, Popup } from 'antd-mobile';
import { useView } from '../hooks/useViews';
import type { ViewPopupProps } from './ViewPopupModal';
import { LiveScene } from './LiveScene';

/** A popup view over the current one (phone): a bottom sheet with the view fitted to the width. */
export function MobileViewPopup({ projectId, view, onLink, onClose }: ViewPopupProps) {
  const detail = useView(view?.id);
  return (
    <Popup
      visible={view !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, padding: '40px 8px 12px', maxHeight: '85vh', overflow: 'auto' }}
    >
      {view && <div style={{ fontWeight: 600, margin: '-28px 8px 12px' }}>{view.name}</div>}
      {detail.data ? (
        <LiveScene scene={detail.data.scene} projectId={projectId} onLink={onLink} testId="scada-popup-view" />
      ) : (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      )}
    </Popup>
  );
}
