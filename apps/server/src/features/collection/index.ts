export { collectionRoutes } from './collection.routes.js';
export { createCollectionService, type CollectionService } from './collection.service.js';
export { createCollectionRepository, type CollectionRepository } from './collection.repository.js';
export { createCollectionGate, type CollectionGate } from './collection-gate.js';
