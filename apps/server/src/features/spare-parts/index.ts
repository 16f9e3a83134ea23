export { sparePartsRoutes } from './spare-parts.routes.js';
export { createSparePartsService, type SparePartsService } from './spare-parts.service.js';
export { createPartsRepository, type PartsRepository } from './parts.repository.js';
export { createApplicationsRepository, type ApplicationsRepository } from './applications.repository.js';
