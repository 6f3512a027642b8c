import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { orderDeps } from '../order/index.js';
import { cartRoutes } from './routes.js';
import './labels.js';
export { addToCart, settle } from './service.js';

/**
 * The shopping cart and settlement (spec 02 §2, §5; docs/commerce-contract.md): approved inquiries in, one order
 * per merchant out, through the order module's `placeOrders`.
 */
const cartModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(cartRoutes, { ...orderDeps(app, database.db), grantAll: config.grantAllMenus });
};

export default cartModule;
