export * from './track.js';
export * from './geofence.js';
