import { DEFAULT_AUTO_CONFIRM_DAYS } from '@pcbunion/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { ringBells } from './bells.js';
import type { Bell, OrderActor, OrderDeps } from './context.js';
import { inquiryPort } from './inquiry-adapter.js';
import { orderRoutes } from './routes.js';
import { AUTO_CONFIRM_JOB, confirmReceipt } from './service/transitions.js';
import './labels.js';

export { placeOrders, type Placement } from './service/place.js';
export { ringBells } from './bells.js';
export { actorOf, localized, type Bell, type OrderActor, type OrderDeps } from './context.js';
export type { InquiryPort, InquirySnapshot } from './inquiry-port.js';
export { ORDER_SCREENS } from './access.js';
export { orderLookup, type OrderSummary } from './service/lookup.js';
export { AUTO_CONFIRM_JOB } from './service/transitions.js';
export { invoicingInfoOf, invoicingSnapshot, type InvoicingInfo } from './service/invoices.js';
export { orderView, itemsOf, orderWithNames } from './view.js';
export { orderAnswer } from './schemas.js';
export { orderDetail } from './service/detail.js';
export { statusWords } from './messages.js';
export { inquiryPort } from './inquiry-adapter.js';
export { acceptOrder, payOrder } from './service/transitions.js';
export { orderListStatement } from './list-sql.js';
export { anonymiseOrders, ordersMadeBy } from './personal-data.js';

/** ORDER_AUTO_CONFIRM_DAYS: days after shipment before receipt confirms itself (default 10; a positive number). */
export function autoConfirmDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ORDER_AUTO_CONFIRM_DAYS;
  const days = raw === undefined || raw === '' ? DEFAULT_AUTO_CONFIRM_DAYS : Number(raw);
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`ORDER_AUTO_CONFIRM_DAYS must be a positive number of days, not ${raw}`);
  return days;
}

/** The services the cart and the order share, built once per app. */
export function orderDeps(app: FastifyInstance, db: Database): OrderDeps {
  return {
    db,
    ledger: app.ledger,
    clock: app.clock,
    jobs: app.jobs,
    inquiries: inquiryPort(db),
    autoConfirmDays: autoConfirmDays(),
  };
}

/**
 * Orders (spec 02 §2–§5; docs/commerce-contract.md): lists and detail for the customer and the factory, pay from the
 * wallet into the platform's escrow, cancel, refunds, invoice applications, accept, ship, receipt (and the durable
 * `order.auto-confirm` job), recycle bin and reorder. The cart module settles carts through `placeOrders`.
 */
const orderModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  const deps = orderDeps(app, database.db);
  app.jobs.register<{ no: string }>(AUTO_CONFIRM_JOB, async ({ payload, db, log }) => {
    const bells: Bell[] = [];
    const job: OrderActor = { enterpriseUid: '', accountUid: null, name: AUTO_CONFIRM_JOB, ip: null, kind: 'job' };
    try {
      await db.transaction((tx) => confirmReceipt(tx, deps, job, payload.no, bells, 'job'));
    } catch (error) {
      // Confirmed by the customer already, refunded, or gone: nothing left to do (the job is idempotent).
      if (error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404))
        return { no: payload.no, confirmed: false };
      throw error;
    }
    await ringBells(db, app.notifier, bells, log);
    return { no: payload.no, confirmed: true };
  });
  await app.register(orderRoutes, { ...deps, grantAll: config.grantAllMenus });
};

export default orderModule;
