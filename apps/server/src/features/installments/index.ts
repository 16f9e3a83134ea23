export { installmentsRoutes } from './installments.routes.js';
export { createInstallmentsService, type InstallmentsService } from './installments.service.js';
export { createInstallmentsRepository, type InstallmentsRepository } from './installments.repository.js';
export {
  createInstallmentScheduler,
  createLockEngine,
  type InstallmentScheduler,
  type InstallmentSchedulerOptions,
  type LockEngine,
} from './installment-lock.js';
