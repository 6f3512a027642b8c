import { textOfCents } from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { answers } from '../../http/answer.js';
import { ok, type Envelope } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { idempotent } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { ringBillingBells } from './bells.js';
import type { BillingBell, BillingCaller } from './context.js';
import { paymentMessages } from './payment-messages.js';
import {
  allocationsBody,
  customerQuery,
  customerReceiptAnswer,
  customerReceivables,
  receiptBody,
  receiptListQuery,
  receiptPage,
  reverseBody,
  writeOffBody,
} from './payment-schemas.js';
import { customerInvoiceAnswer, noParams } from './schemas.js';
import { receiptViews } from './service/receipt-views.js';
import { receiptService } from './service/receipts.js';
import { invoiceService } from './service/invoices.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Customer payments (issue 30): the factory records a bank receipt and allocates it to the customer's issued
 * invoices, allocates a receipt's credit later, reverses a receipt entered by mistake and — its administrator only —
 * writes off an under-paid invoice's rest. Every POST is one transaction and takes an `Idempotency-Key`.
 */
export const paymentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;
  const clock = app.clock;
  const grantAll = config.grantAllMenus;
  const receipts = receiptService(db, clock);
  const invoiceDetails = invoiceService(db, clock);
  const views = receiptViews(db);
  const tags = ['customer-billing'];
  const invoices = requireScreen(['customer-invoice'], grantAll);
  const factory = async (request: FastifyRequest) => {
    if (signedIn(request).staff.enterpriseKind !== 'factory') throw forbidden();
    await invoices(request);
  };
  const administrator = async (request: FastifyRequest) => {
    await factory(request);
    if (!signedIn(request).staff.isAdmin) throw forbidden(paymentMessages.writeOffAdmin);
  };
  const callerOf = (request: FastifyRequest): BillingCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const change = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Tx, bells: BillingBell[]) => Promise<Envelope<Data>>,
  ) => {
    const bells: BillingBell[] = [];
    const answer = (await idempotent(db, request, reply, (tx) => work(tx, bells))) as Envelope<Data>;
    if (reply.statusCode < 300 && bells.length) await ringBillingBells(db, app.notifier, bells, request.log);
    return answer;
  };
  const said = (request: FastifyRequest, words: Parameters<typeof translate>[1], values: Record<string, string>) =>
    translate(requestLanguage(request), words, values);

  app.get(
    '/api/customer-receipts',
    { schema: { querystring: receiptListQuery, tags, response: answers(receiptPage) }, preHandler: factory },
    async (request) => ok(await views.list(callerOf(request), request.query)),
  );

  app.get(
    '/api/customer-receivables',
    { schema: { querystring: customerQuery, tags, response: answers(customerReceivables) }, preHandler: factory },
    async (request) => ok(await views.receivables(callerOf(request), request.query.customerUid)),
  );

  app.get(
    '/api/customer-receipts/:no',
    { schema: { params: noParams, tags, response: answers(customerReceiptAnswer) }, preHandler: factory },
    async (request) => ok(await views.detail(callerOf(request), request.params.no)),
  );

  app.post(
    '/api/customer-receipts',
    { schema: { body: receiptBody, tags, response: answers(customerReceiptAnswer) }, preHandler: factory },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const caller = callerOf(request);
        const row = await receipts.record(tx, caller, request.body, bells);
        return ok(
          await views.detail(caller, row.receiptNo, tx),
          said(request, paymentMessages.recorded, {
            no: row.receiptNo,
            allocated: `${row.currency} ${textOfCents(row.allocatedCents)}`,
            unallocated: `${row.currency} ${textOfCents(row.amountCents - row.allocatedCents)}`,
          }),
        );
      }),
  );

  app.post(
    '/api/customer-receipts/:no/allocations',
    {
      schema: { params: noParams, body: allocationsBody, tags, response: answers(customerReceiptAnswer) },
      preHandler: factory,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const caller = callerOf(request);
        const row = await receipts.allocateMore(tx, caller, request.params.no, request.body, bells);
        return ok(
          await views.detail(caller, row.receiptNo, tx),
          said(request, paymentMessages.recorded, {
            no: row.receiptNo,
            allocated: `${row.currency} ${textOfCents(row.allocatedCents)}`,
            unallocated: `${row.currency} ${textOfCents(row.amountCents - row.allocatedCents)}`,
          }),
        );
      }),
  );

  app.post(
    '/api/customer-receipts/:no/reverse',
    {
      schema: { params: noParams, body: reverseBody, tags, response: answers(customerReceiptAnswer) },
      preHandler: factory,
    },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const caller = callerOf(request);
        const row = await receipts.reverse(tx, caller, request.params.no, request.body);
        return ok(
          await views.detail(caller, row.receiptNo, tx),
          said(request, paymentMessages.reversedDone, { no: row.receiptNo }),
        );
      }),
  );

  app.post(
    '/api/customer-invoices/:no/write-off',
    {
      schema: { params: noParams, body: writeOffBody, tags, response: answers(customerInvoiceAnswer) },
      preHandler: administrator,
    },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const caller = callerOf(request);
        const { invoice, amount } = await receipts.writeOff(tx, caller, request.params.no, request.body);
        return ok(
          await invoiceDetails.detail(caller, invoice.invoiceNo, tx),
          said(request, paymentMessages.writtenOffDone, { no: invoice.invoiceNo, amount }),
        );
      }),
  );
};
