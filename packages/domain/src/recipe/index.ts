export * from './schemas.js';
export * from './rules.js';
export * from './messages.js';
