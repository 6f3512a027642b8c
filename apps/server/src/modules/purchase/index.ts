import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { priceRoutes } from './price-routes.js';
import { receiptTolerance } from './receipts.js';
import { purchaseQualityRoutes } from './returns-routes.js';
import { purchaseRoutes } from './routes.js';
import './labels.js';

export { PURCHASE_SCREENS } from './routes.js';
export { seedPurchaseDemo } from './demo-data.js';
export { seedPurchaseQualityDemo } from './returns-demo.js';
export { returnedBySupplier, type ReturnedBySupplierQuery, type ReturnedLine } from './returns-service.js';

/**
 * Purchasing between a factory and its suppliers (issue 19): purchase orders with versions the supplier confirms
 * or refuses, receipts against their lines (tolerance PURCHASE_RECEIPT_TOLERANCE_PERCENT, default 5), the printed
 * order and its PDF, and the price a line takes from the supplier's price list.
 */
const purchaseModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(priceRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
  await app.register(purchaseRoutes, {
    db: database.db,
    clock: app.clock,
    grantAll: config.grantAllMenus,
    tolerance: receiptTolerance(),
  });
  await app.register(purchaseQualityRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default purchaseModule;
