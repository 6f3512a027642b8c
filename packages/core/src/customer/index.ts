/** The customer master and leads of issue 20: levels, payment terms, the lead pipeline's state table. */
export * from './customer.js';
export * from './lead.js';
