export { rolesRoutes } from './roles.routes.js';
export { createRolesService, type RolesService } from './roles.service.js';
export { createRolesRepository, type RolesRepository } from './roles.repository.js';
