export * from './schemas.js';
export * from './rules.js';
export * from './messages.js';
export * from './reasons.js';
export * from './condition-text.js';
