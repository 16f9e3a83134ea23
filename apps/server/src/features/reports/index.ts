export { reportsRoutes } from './reports.routes.js';
export { createReportsService, type ReportsService } from './reports.service.js';
export { createReportsRepository, type ReportsRepository } from './reports.repository.js';
export { createReportScheduler, type ReportScheduler, type ReportSchedulerOptions } from './report-scheduler.js';
