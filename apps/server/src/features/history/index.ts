export { historyRoutes } from './history.routes.js';
export { createHistoryService, type HistoryService } from './history.service.js';
export { createHistoryRepository } from './history.repository.js';
