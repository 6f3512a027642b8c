/** Purchasing between a factory and its suppliers (issue 19): the purchase-order state table and line amounts. */
export * from './states.js';
export * from './amounts.js';
export * from './sampling.js';
export * from './inspection.js';
export * from './purchase-return.js';
