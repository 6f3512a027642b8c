import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { installQuotationErrors } from '../quotation-masters/index.js';
import { importErrorAnswer } from './errors.js';
import { processFlowLabels } from './labels.js';
import { processFlowRoutes } from './routes.js';
import './messages.js';
export { fourLayerSteps, seedProcessFlowDemo } from './demo-data.js';

/**
 * Process flows (issue 16, spec 02 §2): each product's ordered process steps priced from the procedure file, with
 * a cost summary, Excel import (refused whole, every error by row and column) and export.
 */
const processFlowsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  installQuotationErrors(app, processFlowLabels, importErrorAnswer);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(processFlowRoutes, { db: options.database.db, grantAll: options.config.grantAllMenus });
};

export default processFlowsModule;
