export * from './schemas.js';
export * from './evaluator.js';
export * from './messages.js';
