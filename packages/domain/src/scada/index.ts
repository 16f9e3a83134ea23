export * from './scene.js';
export * from './migrate.js';
export * from './runtime.js';
export * from './view.js';
export * from './gallery.js';
export * from './messages.js';
export * from './bindings.js';
