export { viewsRoutes } from './views.routes.js';
export { createViewsService, type ViewsService } from './views.service.js';
export { createViewsRepository, type ViewsRepository } from './views.repository.js';
