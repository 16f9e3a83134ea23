export * from './report.js';
export * from './fingerprint.js';
export * from './readable-message.js';
