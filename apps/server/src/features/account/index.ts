export { accountRoutes } from './account.routes.js';
export { createAccountService, type AccountService } from './account.service.js';
export { createAccountRepository } from './account.repository.js';
export type { AccountRepository } from './account.repository.js';
