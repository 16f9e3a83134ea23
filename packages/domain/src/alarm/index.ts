export * from './levels.js';
export * from './condition.js';
export * from './evaluator.js';
export * from './schemas.js';
export * from './messages.js';
