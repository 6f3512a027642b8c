/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes/index.js';
export { seedPurchaseQualityDemo } from './returns-demo.js';
export { returnedBySupplier, type ReturnedBySupplierQuery, type ReturnedLine } from './service/returns.js';
