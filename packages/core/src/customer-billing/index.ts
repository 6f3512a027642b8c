/** Customer statements and customer invoices (issue 20): state tables and amounts. */
export * from './states.js';
export * from './amounts.js';
export * from './payments.js';
