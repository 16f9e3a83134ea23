export * from './report.js';
export * from './fingerprint.js';
