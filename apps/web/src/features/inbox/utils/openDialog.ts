/**
 * What a dialog-like overlay renders while it is open: antd modals, drawers and image previews,
 * antd-mobile popups, dialogs and action sheets. Closed ones stay in the page hidden (no boxes).
 */
const DIALOG_SELECTOR = [
  '.ant-modal-wrap',
  '.ant-drawer-open',
  '.ant-image-preview-wrap',
  '.adm-popup',
  '.adm-center-popup',
  '.adm-dialog',
  '.adm-action-sheet-popup',
].join(', ');

/** Whether a dialog is open: an alert pop-up then yields, so it never covers the dialog's buttons. */
export function isDialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>(DIALOG_SELECTOR)].some(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}
