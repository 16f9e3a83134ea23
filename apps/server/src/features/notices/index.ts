export { noticesRoutes } from './notices.routes.js';
export { createNoticesService, type NoticesService } from './notices.service.js';
export { createNoticesRepository, type NoticesRepository } from './notices.repository.js';
