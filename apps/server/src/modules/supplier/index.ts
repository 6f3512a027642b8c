import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { supplierRoutes } from './routes.js';
import './labels.js';

export { SUPPLIER_SCREENS } from './routes.js';
export { seedSupplierDemo } from './demo-data.js';
export { supplierStandings, type SupplierStanding } from './standing.js';

/**
 * The supplier master and potential suppliers of a factory (issue 19, supplier-profile and
 * potential-suppliers-management): files, qualification documents with expiry, evaluations and their decisions.
 */
const supplierModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  await app.register(supplierRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default supplierModule;
