import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { inquiryPrintRoutes } from './inquiry-print.js';
import { orderPrintRoutes } from './order-print.js';

/**
 * Order and inquiry documents (spec 02 §5 printing, issue 15): the print document of an order or an inquiry in a
 * template and the caller's language (`…/print`, what the web print page shows) and its PDF with the embedded CJK
 * font (`…/pdf`). The records come from the order and inquiry modules' services, read as the caller sees them
 * (either side; another enterprise's number answers 404); this module only lays them out.
 */
const orderDocumentsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(orderPrintRoutes, options);
  await app.register(inquiryPrintRoutes, options);
};

export default orderDocumentsModule as FastifyPluginAsync<ModuleOptions>;
