export { noticesRoutes } from './notices.routes.js';
export { createNoticesRepository, type NoticesRepository } from './notices.repository.js';
