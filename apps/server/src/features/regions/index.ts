export { regionsRoutes } from './regions.routes.js';
export { createRegionsService, type RegionsService } from './regions.service.js';
export { createRegionsRepository } from './regions.repository.js';
