export * from './output.js';
export * from './schemas.js';
