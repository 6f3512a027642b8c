export * from './states.js';
export * from './rules.js';
