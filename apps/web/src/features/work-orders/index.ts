// The work-orders feature's entry: all that other features, the shells and the shared layers use of it.
export { type OrderDetail, type OrderRow, workOrdersApi } from './api/workOrdersApi';
export { RepairQrCode } from './components/RepairQrCode';
export { useOrderCounts } from './hooks/useWorkOrders';
export { ACCEPT_ORDERS_PATH, myOrdersPath } from './utils/orderPaths';
