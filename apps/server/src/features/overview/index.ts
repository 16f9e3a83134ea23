export { overviewRoutes } from './overview.routes.js';
export { createOverviewService, type OverviewService } from './overview.service.js';
export { createOverviewRepository, type OverviewRepository } from './overview.repository.js';
