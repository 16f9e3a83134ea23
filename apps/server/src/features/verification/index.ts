export { createVerificationService, type VerificationService } from './verification.service.js';
export { createVerificationRepository, type VerificationRepository } from './verification.repository.js';
