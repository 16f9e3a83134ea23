export { workOrdersRoutes } from './work-orders.routes.js';
export { createWorkOrdersService, type WorkOrdersService } from './work-orders.service.js';
export { createWorkOrdersRepository, type WorkOrdersRepository } from './work-orders.repository.js';
