import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { installPricingErrors, sharedEstimates } from '../pricing/index.js';
import { shippingService } from '../shipping/index.js';
import { compareRoutes } from './routes.js';
import { factoryComparison } from './service.js';
import { TablesCache } from './tables.js';
import './labels.js';
import './messages.js';

export { factoryComparison } from './service.js';

/**
 * Every factory side by side (issue 29): one board priced in every factory that publishes a book, with each one's
 * design-rule verdict and shipping. Registered after pricing, capability and shipping, whose services it reads.
 */
const factoryCompareModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  installPricingErrors(app);
  const estimates = sharedEstimates(database.db);
  const tables = new TablesCache(database.db, shippingService(database.db, estimates));
  const comparison = factoryComparison({ estimates, tables });
  await app.register(compareRoutes, { comparison });
};

export default factoryCompareModule;
