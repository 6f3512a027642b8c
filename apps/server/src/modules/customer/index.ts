import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { customerRoutes } from './routes.js';
import './labels.js';

export { CUSTOMER_SCREENS } from './routes.js';
export { seedCustomerDemo } from './demo-data.js';
export { changeCustomer, createCustomer, customerNoTaken, moveCustomer } from './service/customers.js';
export type { CustomerRow } from './service/customers.js';
export type { CustomerActor } from './context.js';
export { assertWithinCredit, orderUnitPrice } from './credit.js';
export { fileCreditUsedSql } from './credit.js';
export { listCustomers } from './customers.view.js';

/**
 * The factory's customer master and leads (issue 20): customer files (number, level, contacts, addresses, tax
 * information, credit limit in cents, payment terms, salesman), linked to the customer's enterprise on the platform
 * when it has one, and leads moving new → contacted → qualified → won (a customer file) or lost with a reason.
 */
const customerModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(customerRoutes, { db: database.db, clock: app.clock, grantAll: config.grantAllMenus });
};

export default customerModule;
