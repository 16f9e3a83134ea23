// The offline feature's entry: all that other features, the shells and the shared layers use of it.
export { OfflinePartsPanel } from './components/OfflinePartsPanel';
export { PendingActionsCard } from './components/PendingActionsCard';
export { QueuedActionsList } from './components/QueuedActionsList';
export { useOfflineQueue, useQueueAction } from './hooks/useOfflineQueue';
export { useOnline } from './hooks/useOnline';
export { savedOrderCounts, savedOrderPage, useOfflineOrderDetail } from './hooks/useSavedOrders';
export { compressPhoto } from './utils/compressPhoto';
export { needsNetwork } from './utils/networkOnly';
export { queuedStatus } from './utils/queuedStatus';
export { reportForm, type ReportValues } from './utils/reportForm';

// The phone shell loads these when the browser is idle after its first frame, each in a chunk of its own:
// what a page that needs the network shows offline, and the installable app's side (service worker,
// offline indicator, the queue's replay).
export const loadNeedsNetwork = () => import('./components/NeedsNetwork');
export const loadOfflineSupport = () => import('./components/OfflineSupport');
