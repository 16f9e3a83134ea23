export { automationRoutes } from './automation.routes.js';
export { createAutomationService, type AutomationService } from './automation.service.js';
export { createAutomationRepository, type AutomationRepository } from './automation.repository.js';
export { createStatusesService, type StatusesService } from './statuses.service.js';
export { createStatusesRepository, type StatusesRepository } from './statuses.repository.js';
export { createAutomationEngine, type AutomationEngine } from './automation-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conditional automation beside ingest (tests wait on `idle()`). */
    automationEngine: import('./automation-engine.js').AutomationEngine;
  }
}
