// The offline feature's entry: all that other features, the shells and the shared layers use of it.
export { NeedsNetwork } from './components/NeedsNetwork';
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
