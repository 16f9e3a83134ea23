export { createWebPushRepository, type WebPushRepository } from './web-push.repository.js';
export { createWebPushService, vapidSubject, type PushMessage, type WebPushOptions, type WebPushService } from './web-push.service.js';
export { webPushRoutes } from './web-push.routes.js';
