/** Supplier fees, monthly statements and invoices with the three-way match (issue 19). */
export * from './states.js';
export * from './match.js';
