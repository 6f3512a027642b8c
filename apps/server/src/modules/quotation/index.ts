import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { registerBindingTarget } from '../gerber/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { installQuotationErrors } from './errors.js';
import { currencyRoutes } from './masters/currencies.js';
import { customerRoutes } from './masters/customers.js';
import { materialRoutes } from './masters/materials.js';
import { processTypeRoutes } from './masters/process-types.js';
import { processFlowRoutes } from './process-flows/routes.js';
import { printRoutes } from './routes/print.routes.js';
import { quotationRoutes } from './routes/quotations.routes.js';
import { quotationNumberExists } from './service/gerber.js';
import './labels.js';
export { seedQuotationDemo } from './demo-data.js';

/**
 * Factory quotations (issue 16): the cost build-up of packages/core over material and process lines, document
 * states as compare-and-set, versions with reasons, approval, the operation log, printing; the masters it draws
 * on (customers, materials with supplier prices, currencies with dated rates, process types and procedures);
 * process flows with Excel import and export.
 */
const quotationModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const db = options.database.db;
  const grantAll = options.config.grantAllMenus;
  installQuotationErrors(app);
  // The Gerber screen binds a file to a quotation number only if the caller's factory has that quotation. Both
  // sides write the one binding row (gerber_bindings), so each shows what the other bound.
  registerBindingTarget('quotation', quotationNumberExists);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(quotationRoutes, { db, grantAll });
  await app.register(printRoutes, { db, grantAll });
  await app.register(processFlowRoutes, { db, grantAll });
  for (const routes of [customerRoutes, materialRoutes, currencyRoutes, processTypeRoutes])
    await app.register(routes, { db, grantAll });
};

export default quotationModule;
