import { isOrderPrintTemplate, orderPrintDocument, type PrintableOrder } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printDocumentAnswer } from '../../../platform/documents/index.js';
import { answers, fileAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { itemsOf, ORDER_SCREENS, orderLookup, orderView, orderWithNames } from '../../order/index.js';
import { printMessages } from '../messages.js';
import { replyPdf } from '../service.js';
import { orderPrintParams, printQuery } from '../schemas.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';

/** GET /api/orders/{no}/print and /pdf?template=customer|delivery — either side of the order, in the caller's language. */
export const orderPrintRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const orders = orderLookup(db);
  const read = {
    preHandler: requireScreen([...ORDER_SCREENS.customer, ...ORDER_SCREENS.factory], config.grantAllMenus),
  };
  const tags = ['orders'];

  async function documentOf(request: FastifyRequest, no: string, template: string | undefined) {
    if (!isOrderPrintTemplate(template)) throw badRequest(printMessages.orderTemplate, {}, 'template');
    const caller = signedInToEnterprise(request);
    const language = requestLanguage(request);
    // The order module's seam decides who may see it (the customer who placed it or the factory it was placed with).
    const seen = await orders.findOrder(caller.enterpriseUid, no);
    const row = seen ? await orderWithNames(db, seen.no) : undefined;
    if (!row) throw notFound(printMessages.orderNotFound);
    const order = orderView(row, (await itemsOf(db, [row.order.id])).get(row.order.id) ?? [], caller.enterpriseUid);
    return { order, document: orderPrintDocument(order as unknown as PrintableOrder, template, language) };
  }

  app.get(
    '/api/orders/:no/print',
    {
      ...read,
      schema: { params: orderPrintParams, querystring: printQuery, tags, response: answers(printDocumentAnswer) },
    },
    async (request) => ok((await documentOf(request, request.params.no, request.query.template)).document),
  );

  app.get(
    '/api/orders/:no/pdf',
    {
      ...read,
      schema: { params: orderPrintParams, querystring: printQuery, tags, response: fileAnswer('application/pdf') },
    },
    async (request, reply) => {
      const { order, document } = await documentOf(request, request.params.no, request.query.template);
      return replyPdf(reply, document, `${order.no}-${request.query.template}`, order.merchant.name ?? undefined);
    },
  );
};
