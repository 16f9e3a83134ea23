export * from './companies.js';
export * from './users.js';
export * from './auth.js';
export * from './notices.js';
export * from './projects.js';
export * from './audit.js';
export * from './verification.js';
export * from './devices.js';
