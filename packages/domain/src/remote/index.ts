export * from './rfb.js';
export * from './tickets.js';
export * from './messages.js';
export * from './des.js';
