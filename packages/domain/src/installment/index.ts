export * from './schedule.js';
export * from './unlock-code.js';
export * from './schemas.js';
export * from './messages.js';
export * from './event-notes.js';
