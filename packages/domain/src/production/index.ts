export * from './rules.js';
export * from './schemas.js';
export * from './messages.js';
