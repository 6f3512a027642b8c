import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { currencyRoutes } from './currencies.js';
import { customerRoutes } from './customers.js';
import { installQuotationErrors } from '../errors.js';
import { masterLabels } from '../labels.js';
import { materialRoutes } from './materials.js';
import { processTypeRoutes } from './process-types.js';
import '../messages.js';

/**
 * The quotation masters (issue 16): the master data quotations and process flows draw on — customers (customer
 * files of the customer module), materials with supplier prices, currencies with dated rates, process types and
 * procedures — with Excel export; and the pieces the quotation areas share (screens and caller, line rules,
 * process lines priced from the procedure file).
 */
const quotationMastersModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const db = options.database.db;
  const grantAll = options.config.grantAllMenus;
  installQuotationErrors(app, masterLabels);
  // Multipart as the quotation module always took it (its routes read no files; a multipart body is parsed, not 415).
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  for (const routes of [customerRoutes, materialRoutes, currencyRoutes, processTypeRoutes])
    await app.register(routes, { db, grantAll });
};

export default quotationMastersModule;
