export { screensRoutes } from './screens.routes.js';
export { createScreensService, type ScreenSources, type ScreensService } from './screens.service.js';
export { createScreensRepository, type ScreensRepository } from './screens.repository.js';
