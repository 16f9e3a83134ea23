export * from './rules.js';
export * from './responses.js';
