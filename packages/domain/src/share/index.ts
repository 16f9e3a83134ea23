export * from './rules.js';
export * from './responses.js';
export * from './messages.js';
