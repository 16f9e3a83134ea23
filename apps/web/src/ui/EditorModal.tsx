import { Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

/** What an editor hook gives its modal: the row being edited (null: a new one; undefined: closed). */
export interface ModalEditor {
  editing: unknown;
  close: () => void;
  submit: () => Promise<void>;
  saving: boolean;
}

/**
 * The modal of an editor hook (useRoomEditor, useSimCardEditor, …): open while a row (or a new one) is
 * being edited, the edit or new title, OK submits. Its form is kept mounted (`forceRender`) so the hook
 * can fill it before it opens. On a phone it takes the whole width.
 */
export function EditorModal({
  editor,
  titles,
  width,
  fullScreen = false,
  saveTestId,
  children,
}: {
  editor: ModalEditor;
  titles: { edit: string; add: string };
  width?: number;
  fullScreen?: boolean;
  saveTestId?: string;
  children: ReactNode;
}) {
  const layout: Partial<ModalProps> = fullScreen ? { width: '100%', style: { top: 0, maxWidth: '100vw', padding: 0 } } : { width };
  return (
    <Modal
      open={editor.editing !== undefined}
      title={editor.editing ? titles.edit : titles.add}
      {...layout}
      onCancel={editor.close}
      onOk={() => void editor.submit()}
      confirmLoading={editor.saving}
      {...(saveTestId ? { okButtonProps: { 'data-testid': saveTestId } as Record<`data-${string}`, string> } : {})}
      destroyOnHidden
      forceRender
    >
      {children}
    </Modal>
  );
}
