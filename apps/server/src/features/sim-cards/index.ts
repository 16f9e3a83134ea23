export { simCardsRoutes } from './sim-cards.routes.js';
export { invoicesRoutes } from './invoices.routes.js';
export { createSimCardsService, type SimCardsService } from './sim-cards.service.js';
export { createInvoicesService, type InvoicesService } from './invoices.service.js';
export { createSimCardsRepository, type SimCardsRepository } from './sim-cards.repository.js';
export { createInvoicesRepository } from './invoices.repository.js';
export { createSimUsageSync, type SimUsageSync, type SimUsageSyncOptions } from './usage-sync.js';
export { carrierProviders, type OneLinkConfig } from './carriers/index.js';
