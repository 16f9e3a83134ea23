export { pointsRoutes } from './points.routes.js';
export { createPointsService, type PointsService } from './points.service.js';
export { createPointsRepository, type PointsRepository } from './points.repository.js';
