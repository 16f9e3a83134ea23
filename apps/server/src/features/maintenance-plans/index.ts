export { maintenancePlansRoutes } from './maintenance-plans.routes.js';
export { createMaintenancePlansService, type MaintenancePlansService } from './maintenance-plans.service.js';
export { createMaintenancePlansRepository, type MaintenancePlansRepository } from './maintenance-plans.repository.js';
export { createMaintenanceScheduler, type MaintenanceScheduler, type MaintenanceSchedulerOptions } from './maintenance-scheduler.js';
export { maintenanceImportRoutes } from './maintenance-import.routes.js';
export { createMaintenanceImportService, type MaintenanceImportService } from './maintenance-import.service.js';
export { createMaintenanceImportRepository } from './maintenance-import.repository.js';
