export * from './layout.js';
export * from './schemas.js';
export * from './thumbnail.js';
export * from './messages.js';
