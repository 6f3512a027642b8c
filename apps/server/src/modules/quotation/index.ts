import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { registerBindingTarget } from '../gerber/index.js';
import { installQuotationErrors } from '../quotation-masters/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { quotationErrorAnswer } from './errors.js';
import { quotationLabels } from './labels.js';
import { printRoutes } from './routes/print.routes.js';
import { quotationRoutes } from './routes/quotations.routes.js';
import { quotationNumberExists } from './service/gerber.js';
import './messages.js';
export { seedPlatformQuotationDemo, seedQuotationDemo } from './demo-data.js';

// The Gerber screen binds a file to a quotation number only if the caller's factory has that quotation. Both sides
// write the one binding row (gerber_bindings), so each shows what the other bound. Registered when the module loads,
// so the demo seeding (before the app is built) binds through the same lookup.
registerBindingTarget('quotation', quotationNumberExists);

/**
 * Factory quotations (issue 16): the cost build-up of packages/core over material and process lines, document
 * states as compare-and-set, versions with reasons, approval, the operation log, printing. The masters it draws on
 * are the quotation-masters module's, the process flows the process-flows module's.
 */
const quotationModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const db = options.database.db;
  const grantAll = options.config.grantAllMenus;
  installQuotationErrors(app, quotationLabels, quotationErrorAnswer);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(quotationRoutes, { db, grantAll });
  await app.register(printRoutes, { db, grantAll });
};

export default quotationModule;
