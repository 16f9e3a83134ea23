export { sharesRoutes } from './shares.routes.js';
export { createSharesService, type SharesService } from './shares.service.js';
export { createSharesRepository } from './shares.repository.js';
export { createShareObjects } from './share-objects.repository.js';
