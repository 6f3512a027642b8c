export * from './catalogue.js';
export * from './account-problems.js';
export * from './telephone-problems.js';
