export { projectGroupsRoutes } from './project-groups.routes.js';
export { checkPlacement, createProjectGroupsService, type ProjectGroupsService } from './project-groups.service.js';
export { createProjectGroupsRepository, treeNodeSubtree, type ProjectGroupsRepository } from './project-groups.repository.js';
