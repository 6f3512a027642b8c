/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { invoicingService } from './service.js';
export { eraseInvoicingInfos, invoicingInfosOf } from './personal-data.js';
