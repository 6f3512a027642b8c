import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { daily } from '../../platform/jobs/index.js';
import { BUSINESS_ZONE } from '../../platform/business-day.js';
import { fileService } from '../../platform/files/file.service.js';
import { DOCUMENT_EXPIRY_JOB, ringDocumentExpiries } from './expiry-bells.js';
import { supplierRoutes } from './routes.js';
import './labels.js';

export { SUPPLIER_SCREENS } from './routes.js';
export { seedSupplierDemo } from './demo-data.js';
export { supplierStandings, type SupplierStanding } from './standing.js';
export { DOCUMENT_EXPIRY_JOB } from './expiry-bells.js';

/**
 * The supplier master and potential suppliers of a factory (issue 19, supplier-profile and
 * potential-suppliers-management): files, qualification documents with expiry, evaluations and their decisions.
 */
const supplierModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { config, database } = options;
  // The documents' expiry bells: 30 days before and on the day, each once (expiry-bells.ts), daily at 08:00 Shanghai.
  app.jobs.register(DOCUMENT_EXPIRY_JOB, ({ db, now }) => ringDocumentExpiries(db, app.notifier, now), {
    schedule: daily(8, 0, BUSINESS_ZONE),
  });
  await app.register(supplierRoutes, {
    db: database.db,
    clock: app.clock,
    grantAll: config.grantAllMenus,
    files: fileService(options),
  });
};

export default supplierModule;
