export { projectConfigurationRoutes } from './project-configuration.routes.js';
export {
  createProjectConfigurationService,
  type ProjectConfigurationService,
  type ProjectConfigurationSources,
} from './project-configuration.service.js';
