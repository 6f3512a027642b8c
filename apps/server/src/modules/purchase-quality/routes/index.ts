import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { purchaseQualityRoutes } from './returns.js';
import '../labels.js';

/**
 * Incoming quality of purchased goods (issue 19): the factory inspects a received lot (AQL, defects, decision, its
 * report and PDF) and returns rejected goods to the supplier, who acknowledges them. Uses purchase (its receipts'
 * lots, actors and helpers) through its index.
 */
const purchaseQualityModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(purchaseQualityRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default purchaseQualityModule;
