import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { sharedEstimates } from '../pricing/index.js';
import { assemblyQuoteService } from './service/quote.js';
import { assemblyRoutes } from './routes.js';
import './labels.js';

export { seedAssemblyDemo, readSettings } from './service/settings.js';

/**
 * Stencil and assembly (issue 22): the factory's stencil table and assembly price table (kept on the pricing
 * projects screen), and the public stencil and assembly quotes of the instant-quote page. Registered after
 * pricing, whose merchant directory names the factory.
 */
const assemblyModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const service = assemblyQuoteService(database.db, sharedEstimates(database.db));
  await app.register(assemblyRoutes, { db: database.db, service, grantAll: config.grantAllMenus });
};

export default assemblyModule;
