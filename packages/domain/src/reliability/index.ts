export * from './verification.js';
export * from './figures.js';
export * from './schemas.js';
