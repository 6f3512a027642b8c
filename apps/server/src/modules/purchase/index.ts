import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { receiptTolerance } from './service/receipts.js';
import { purchaseRoutes } from './routes.js';
import './labels.js';

export { PURCHASE_SCREENS } from './routes.js';
export { seedPurchaseDemo } from './demo-data.js';
// What the price list (purchase-prices) and the quality desk (purchase-quality) share with the orders.
export { businessDay, type PurchaseActor } from './context.js';
export { dateField, positive } from './service/lines.js';
export { purchaseMessages } from './messages.js';
export { priceOn } from './service/prices.js';
export { namesOf, plain } from './view.js';

/**
 * Purchasing between a factory and its suppliers (issue 19): purchase orders with versions the supplier confirms
 * or refuses, receipts against their lines (tolerance PURCHASE_RECEIPT_TOLERANCE_PERCENT, default 5) and the
 * printed order and its PDF. A line without a price takes the supplier's price list's (`priceOn`, kept here since
 * the orders price their lines by it; the list itself is purchase-prices). Inspections and returns: purchase-quality.
 */
const purchaseModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(purchaseRoutes, {
    db: database.db,
    clock: app.clock,
    grantAll: config.grantAllMenus,
    tolerance: receiptTolerance(),
  });
};

export default purchaseModule;
