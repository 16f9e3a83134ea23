export { auditRoutes } from './audit.routes.js';
export { createAuditService, type AuditService, type Actor } from './audit.service.js';
export { createAuditRepository } from './audit.repository.js';
