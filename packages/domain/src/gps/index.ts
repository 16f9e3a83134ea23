export * from './track.js';
