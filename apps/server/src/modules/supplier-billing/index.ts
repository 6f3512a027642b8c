import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { billingRoutes } from './routes.js';
import './labels.js';

export { BILLING_SCREENS } from './routes.js';
export { seedSupplierBillingDemo } from './demo-data.js';

/**
 * Supplier billing (issue 19): fees the supplier proposes on a purchase order and the factory accepts or rejects,
 * the monthly statement per supplier (receipts − acknowledged returns + accepted fees) the supplier confirms or
 * disputes line by line, and the supplier's invoices against a confirmed statement with the three-way match.
 */
const supplierBillingModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(billingRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default supplierBillingModule;
