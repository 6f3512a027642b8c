import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module-options.js';
import { registerBindingTarget } from '../gerber/index.js';
import { inquiryNumberExists } from './binding.js';
import { installInquiryErrors } from './errors.js';
import { inquiryPricer } from './pricer.js';
import { inquiryRoutes } from './routes.js';
import { inquiryService } from './service.js';
import './labels.js';

export { inquiryCommerce, type CartInquiry, type InquiryActor, type InquiryCommerce } from './commerce.js';
export { InquiryConflict } from './errors.js';
export type { InquiryView } from './present.js';
export { inquiryPricer, type InquiryPricer } from './pricer.js';
export { inquiryService, type Caller, type InquiryService } from './service.js';
export { ring } from './bell.js';
export type { Bell } from './service.js';
export { inquiriesMadeBy } from './personal-data.js';

// The Gerber screen binds a file to an inquiry number only if the caller's factory has that inquiry. Registered when
// the module loads, so the demo seeding (before the app is built) binds through the same lookup.
registerBindingTarget('inquiry', inquiryNumberExists);

/**
 * Online inquiries (issue 15, spec 02 §2–§5, spec 01 §2.7): the customer asks a factory for a price from the
 * estimate form or a Gerber upload (priced again here with the pricing engine, never the client's figure); the
 * factory approves (its price and lead time, with a reason when changed) or rejects; every move is a
 * compare-and-set of core's inquiry table, lands in the operation log and rings the other side's bell.
 * The cart and order modules reach inquiries only through `inquiryCommerce`.
 */
const inquiryModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  installInquiryErrors(app);
  const db = database.db;
  const service = inquiryService(db, inquiryPricer(db));
  const notifier = app.hasDecorator('notifier') ? app.notifier : null;
  await app.register(inquiryRoutes, { service, db, notifier, grantAll: config.grantAllMenus });
};

export default inquiryModule as FastifyPluginAsync<ModuleOptions>;
