export { workOrdersRoutes } from './work-orders.routes.js';
export { createWorkOrdersService, type WorkOrdersService } from './work-orders.service.js';
export { createWorkOrdersRepository, type WorkOrdersRepository } from './work-orders.repository.js';
export { repairRequestsRoutes } from './repair-requests.routes.js';
export { createRepairRequestsService, type RepairRequestsService } from './repair-requests.service.js';
export { createRepairRequestsRepository, type RepairRequestsRepository } from './repair-requests.repository.js';
export { createWorkOrderNotifications, type WorkOrderNotifications } from './work-order-notifications.js';
export {
  joinOpenAlarmOrder,
  openWorkOrder,
  orderWatchingSource,
  type NewWorkOrder,
  type OpenWorkOrderOptions,
} from './open-order.repository.js';
export { checkImages, parseFields, readMultipart, type CheckedImage } from './attachments.js';
