export { projectsRoutes } from './projects.routes.js';
export { createProjectsService, type ProjectsService } from './projects.service.js';
export { createProjectsRepository, type ProjectsRepository } from './projects.repository.js';
