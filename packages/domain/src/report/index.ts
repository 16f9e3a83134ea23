export * from './statistics.js';
export * from './periods.js';
export * from './schemas.js';
export * from './filters.js';
export * from './data.js';
export * from './analysis.js';
export * from './responses.js';
