export * from './csv.js';
export * from './limits.js';
export * from './schemas.js';
export { xdataMessages } from './messages.js';
