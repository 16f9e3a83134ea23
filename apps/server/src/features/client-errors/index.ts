export { clientErrorsRoutes } from './client-errors.routes.js';
export { createClientErrorsService, clientErrorScope, type ClientErrorsService } from './client-errors.service.js';
export { createClientErrorsRepository } from './client-errors.repository.js';
export { createSourceMapper, type SourceMapper } from './source-maps.js';
