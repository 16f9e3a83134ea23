export * from './identifiers.js';
export * from './cycle.js';
export * from './schemas.js';
export * from './messages.js';
