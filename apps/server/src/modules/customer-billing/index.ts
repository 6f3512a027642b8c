/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { seedCustomerBillingDemo } from './demo-data.js';
export { billChangeOnDraft } from './service/change-billing.js';
