export { projectTransferRoutes } from './project-transfer.routes.js';
export { createProjectTransferService, type ProjectTransferService } from './project-transfer.service.js';
export { createProjectTransferRepository } from './project-transfer.repository.js';
