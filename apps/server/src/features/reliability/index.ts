export { reliabilityRoutes } from './reliability.routes.js';
export { createReliabilityService, type ReliabilityService } from './reliability.service.js';
export { createReliabilityRepository, type ReliabilityRepository } from './reliability.repository.js';
export { createVerificationRepository, type VerificationRepository } from './verification.repository.js';
export { createVerificationCheck, type VerificationCheck, type VerificationCheckOptions } from './verification-check.js';
