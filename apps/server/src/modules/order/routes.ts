import { INVOICE_APPLICATION_STATUSES, ORDER_TABS, REFUND_STATUSES, text } from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, pageOf } from '../../http/answer.js';
import type { Envelope } from '../../http/envelope.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { pagingQuery } from '../../platform/paging.js';
import { idempotent } from '../../platform/idempotency/index.js';
import { amountOf } from '../wallet/index.js';
import { ORDER_SCREENS } from './access.js';
import { ringBells } from './bells.js';
import { actorOf, languageOf, type Bell, type OrderDeps } from './context.js';
import { orderDetail } from './service/detail.js';
import { applyForInvoice, invoiceCents, invoicingInfoOf, issueInvoice } from './service/invoices.js';
import { DATE_PRESETS, listApplications, listRefunds } from './service/list.js';
import { orderListJson } from './list-sql.js';
import { decideRefund, requestRefund } from './service/refunds.js';
import type { InquiryBell } from './inquiry-port.js';
import { reorder } from './service/reorder.js';
import { acceptOrder, binOrder, cancelOrder, confirmReceipt, payOrder, shipOrder } from './service/transitions.js';
import { invoiceApplicationAnswer, orderAnswer, orderDetailAnswer, refundAnswer, reorderAnswer } from './schemas.js';
import { applicationView, refundView } from './view.js';
import { requireScreen, holdsScreen } from '../../platform/access/guards.js';

const SIDES = ['customer', 'factory'] as const;
/** An amount as the API takes it: "1234.50" or a number (checked by amountOf / invoiceCents so the 400 names the field). */
const amountField = z.union([z.number(), text(40)]);
const listQuery = z.object({
  ...pagingQuery,
  tab: z.enum(ORDER_TABS).default('all'),
  side: z.enum(SIDES).optional(),
  keyword: text(100).optional(),
  from: text(40).optional(),
  to: text(40).optional(),
  preset: z.enum(DATE_PRESETS).optional(),
});
const noParams = z.object({ no: text(64).min(1) });
const idParams = z.object({ id: text(64).min(1) });
const reasonText = text(500, { trim: true, multiline: true }).min(1);
const refundBody = z.object({ amount: amountField, reason: reasonText });
const rejectBody = z.object({ reason: reasonText });
const acceptBody = z.object({ productionNo: text(64, { trim: true }).min(1) });
const shipBody = z.object({ carrier: text(64, { trim: true }).min(1), trackingNo: text(64, { trim: true }).min(1) });
const invoiceBody = z.object({ invoicingInfoId: text(64, { trim: true }).min(1), amount: amountField });
const issueBody = z.object({ invoiceNo: text(64, { trim: true }).nullish() }).optional();
const refundListQuery = z.object({
  ...pagingQuery,
  side: z.enum(SIDES).optional(),
  status: z.enum(REFUND_STATUSES).optional(),
});
const applicationListQuery = z.object({
  ...pagingQuery,
  side: z.enum(SIDES).optional(),
  status: z.enum(INVOICE_APPLICATION_STATUSES).optional(),
});

/**
 * The order routes of docs/commerce-contract.md: lists and detail for both sides; the customer's pay, cancel,
 * refunds, invoice applications, receipt, recycle bin and reorder; the factory's accept, ship, refund decisions and
 * invoices issued. Every change runs in one transaction (with `Idempotency-Key` when sent) and rings the other side's
 * bell once committed.
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderDeps & { grantAll: boolean }> = async (app, deps) => {
  const { db, grantAll } = deps;
  const tags = ['orders'];
  const customer = requireScreen(ORDER_SCREENS.customer, grantAll);
  const factory = requireScreen(ORDER_SCREENS.factory, grantAll);
  const either = requireScreen([...ORDER_SCREENS.customer, ...ORDER_SCREENS.factory], grantAll);

  /** The side a list is read from: asked, else the factory's for a factory, the customer's for anyone else. */
  const sideOf = (request: FastifyRequest, asked?: (typeof SIDES)[number]) => {
    const side = asked ?? (actorOf(request).kind === 'factory' ? 'factory' : 'customer');
    if (!holdsScreen(request, ORDER_SCREENS[side], grantAll)) throw forbidden();
    return side;
  };

  /** One change in one transaction (idempotent with the header); the bells ring only after a committed success. */
  const change = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], bells: Bell[]) => Promise<Envelope<Data>>,
  ): Promise<Envelope<Data>> => {
    const bells: Bell[] = [];
    // A replay answers what this same route answered the first time, so the stored envelope has its data's shape.
    const answer = (await idempotent(db, request, reply, (tx) => work(tx, bells))) as Envelope<Data>;
    if (reply.statusCode < 300 && bells.length > 0) await ringBells(db, app.notifier, bells, request.log);
    return answer;
  };
  const detail = (request: FastifyRequest, no: string) =>
    orderDetail(db, no, actorOf(request).enterpriseUid, languageOf(request));

  // The page comes from PostgreSQL as JSON text already in the API's shape (list-sql.ts): sent inside the envelope as is.
  app.get(
    '/api/orders',
    { schema: { querystring: listQuery, tags, response: answers(pageOf(orderAnswer)) }, preHandler: either },
    async (request, reply) => {
      const q = request.query;
      const data = await orderListJson(
        db,
        sideOf(request, q.side),
        actorOf(request).enterpriseUid,
        q,
        deps.clock.now(),
        languageOf(request),
      );
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(`{"code":1,"msg":"ok","data":${data}}`);
    },
  );

  app.get(
    '/api/orders/:no',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: either },
    async (request) => ok(await detail(request, request.params.no)),
  );

  app.post(
    '/api/orders/:no/pay',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        await payOrder(tx, deps, actorOf(request), request.params.no, bells);
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/cancel',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        await cancelOrder(tx, deps, actorOf(request), request.params.no, bells);
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/refunds',
    { schema: { params: noParams, body: refundBody, tags, response: answers(refundAnswer) }, preHandler: customer },
    async (request, reply) => {
      const amount = amountOf(request.body.amount);
      return change(request, reply, async (tx, bells) => {
        const { refund } = await requestRefund(
          tx,
          deps,
          actorOf(request),
          request.params.no,
          { amount, reason: request.body.reason },
          bells,
        );
        return ok(refundView(refund, 'customer'));
      });
    },
  );

  app.post(
    '/api/orders/:no/confirm-receipt',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        await confirmReceipt(tx, deps, actorOf(request), request.params.no, bells);
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/invoice-applications',
    {
      schema: { params: noParams, body: invoiceBody, tags, response: answers(invoiceApplicationAnswer) },
      preHandler: customer,
    },
    async (request, reply) => {
      const amount = invoiceCents(request.body.amount);
      const info = await invoicingInfoOf(db, actorOf(request).enterpriseUid, request.body.invoicingInfoId);
      return change(request, reply, async (tx, bells) => {
        const { application } = await applyForInvoice(
          tx,
          deps,
          actorOf(request),
          request.params.no,
          { info, amount },
          bells,
        );
        return ok(applicationView(application));
      });
    },
  );

  // Not wrapped in one transaction: the inquiry module prices and writes each new inquiry in its own.
  app.post(
    '/api/orders/:no/reorder',
    { schema: { params: noParams, tags, response: answers(reorderAnswer) }, preHandler: customer },
    async (request) => {
      const actor = actorOf(request);
      const tell = (bells: InquiryBell[]) =>
        deps.inquiries.ring(bells, app.notifier, (error) => request.log.warn({ err: error }, 'reorder bell failed'));
      return ok(
        await reorder(deps, { ...actor, accountUid: actor.accountUid! }, request.params.no, languageOf(request), tell),
      );
    },
  );

  app.delete(
    '/api/orders/:no',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        await binOrder(tx, deps, actorOf(request), request.params.no, 'delete');
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/restore',
    { schema: { params: noParams, tags, response: answers(orderDetailAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        await binOrder(tx, deps, actorOf(request), request.params.no, 'restore');
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/accept',
    { schema: { params: noParams, body: acceptBody, tags, response: answers(orderDetailAnswer) }, preHandler: factory },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        await acceptOrder(tx, deps, actorOf(request), request.params.no, request.body.productionNo, bells);
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.post(
    '/api/orders/:no/ship',
    { schema: { params: noParams, body: shipBody, tags, response: answers(orderDetailAnswer) }, preHandler: factory },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        await shipOrder(tx, deps, actorOf(request), request.params.no, request.body, bells);
        return ok(await orderDetail(tx, request.params.no, actorOf(request).enterpriseUid, languageOf(request)));
      }),
  );

  app.get(
    '/api/refunds',
    { schema: { querystring: refundListQuery, tags, response: answers(pageOf(refundAnswer)) }, preHandler: either },
    async (request) =>
      ok(await listRefunds(db, sideOf(request, request.query.side), actorOf(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/refunds/:id/approve',
    { schema: { params: idParams, tags, response: answers(refundAnswer) }, preHandler: factory },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok(
          refundView(
            await decideRefund(tx, deps, actorOf(request), request.params.id, 'approve', null, bells),
            'factory',
          ),
        ),
      ),
  );

  app.post(
    '/api/refunds/:id/reject',
    { schema: { params: idParams, body: rejectBody, tags, response: answers(refundAnswer) }, preHandler: factory },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok(
          refundView(
            await decideRefund(tx, deps, actorOf(request), request.params.id, 'reject', request.body.reason, bells),
            'factory',
          ),
        ),
      ),
  );

  app.post(
    '/api/refunds/:id/cancel',
    { schema: { params: idParams, tags, response: answers(refundAnswer) }, preHandler: customer },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok(
          refundView(
            await decideRefund(tx, deps, actorOf(request), request.params.id, 'cancel', null, bells),
            'customer',
          ),
        ),
      ),
  );

  app.get(
    '/api/invoice-applications',
    {
      schema: { querystring: applicationListQuery, tags, response: answers(pageOf(invoiceApplicationAnswer)) },
      preHandler: either,
    },
    async (request) =>
      ok(
        await listApplications(db, sideOf(request, request.query.side), actorOf(request).enterpriseUid, request.query),
      ),
  );

  app.post(
    '/api/invoice-applications/:id/issue',
    {
      schema: { params: idParams, body: issueBody, tags, response: answers(invoiceApplicationAnswer) },
      preHandler: factory,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok(
          applicationView(
            await issueInvoice(tx, deps, actorOf(request), request.params.id, request.body?.invoiceNo ?? null, bells),
          ),
        ),
      ),
  );
};
