export * from './fields.js';
export * from './messages.js';
