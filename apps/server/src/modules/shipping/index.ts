import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { sharedEstimates } from '../pricing/index.js';
import { installPricingErrors } from '../pricing/index.js';
import { shippingRoutes } from './routes.js';
import { shippingService } from './service.js';
import './labels.js';

export { cheapestCarriers, shippingService, type RateTables, type ShippingService } from './service.js';
export { seedShippingDemo } from './demo-shipping.js';

/**
 * Shipping (issue 22): the factory's shipping table, packing rules and working calendar (kept on the pricing
 * projects screen), and the public shipping quote of the instant-quote page. Registered after pricing, whose
 * estimate service prices the board for its build days and parameters.
 */
const shippingModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  installPricingErrors(app);
  const service = shippingService(database.db, sharedEstimates(database.db));
  await app.register(shippingRoutes, { service, clock: app.clock, grantAll: config.grantAllMenus });
};

export default shippingModule;
