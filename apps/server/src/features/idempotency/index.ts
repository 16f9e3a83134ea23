export { createIdempotencyRepository, type IdempotencyRepository } from './idempotency.repository.js';
