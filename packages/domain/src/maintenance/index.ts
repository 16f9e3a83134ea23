export * from './zoned-time.js';
export * from './schedule.js';
export * from './states.js';
export * from './schemas.js';
export * from './import.js';
