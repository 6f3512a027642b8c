export * from './catalogue.js';
export * from './account-problems.js';
