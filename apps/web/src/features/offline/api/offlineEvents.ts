/**
 * "The queue or the saved orders changed": every hook that shows them reads again. Other tabs of
 * the app hear it through a BroadcastChannel.
 */
const local = new EventTarget();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('fieldlink-offline') : null;
channel?.addEventListener('message', () => local.dispatchEvent(new Event('change')));

export function announceOfflineChange(): void {
  local.dispatchEvent(new Event('change'));
  channel?.postMessage('change');
}

export function onOfflineChange(listener: () => void): () => void {
  local.addEventListener('change', listener);
  return () => local.removeEventListener('change', listener);
}
