/** Suppliers of a factory (issue 19): the supplier master, potential suppliers and their evaluation. */
export * from './states.js';
export * from './evaluation.js';
export * from './documents.js';
