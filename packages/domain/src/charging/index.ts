export * from './tariff.js';
export * from './schemas.js';
export * from './messages.js';
