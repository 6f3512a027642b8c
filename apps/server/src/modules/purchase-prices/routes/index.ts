import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { priceRoutes } from './prices.js';
import '../labels.js';
import '../messages.js';

/**
 * The suppliers' price lists (issue 19, supplier-price-management): a factory keeps each supplier's price of a
 * material by validity and quantity break, one by one or by a sheet imported all or nothing; the supplier reads its
 * rows; the price a purchase order line would take on a day. Uses purchase (its order helpers and messages).
 */
const purchasePricesModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(priceRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default purchasePricesModule;
