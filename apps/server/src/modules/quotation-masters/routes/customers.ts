import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import type { CustomerActor } from '../../customer/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { pageQuery } from '../paging.js';
import { factoryCustomerAnswer, factoryCustomerBody, uidParams } from '../schemas.js';
import { factoryCustomerService } from '../service/customers.js';
import { xlsxReply } from '../xlsx-reply.js';

/**
 * The factory's customers as the quotation screens see them (number, name, level, contact): the customer master,
 * read and written through the customer module's service (`service/customers.ts`).
 */
export const customerRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const service = factoryCustomerService(db, app.clock);
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const tags = ['quotation masters'];
  /** The caller as the customer module's actor: the screens are a factory's (requireScreens refused anyone else). */
  const customerActor = (request: FastifyRequest): CustomerActor => ({ ...actorOf(request), kind: 'factory' });

  app.get(
    '/api/factory-customers',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(factoryCustomerAnswer)) } },
    async (request) => ok(await service.page(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/factory-customers/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return xlsxReply(reply, 'customers.xlsx', await service.workbook(actor.enterpriseUid, actor.language));
    },
  );

  /** A new customer file of the master, with the number the screen gives. */
  app.post(
    '/api/factory-customers',
    { ...write, schema: { body: factoryCustomerBody, tags, response: answers(factoryCustomerAnswer) } },
    async (request) => ok(await service.create(customerActor(request), request.body)),
  );

  app.put(
    '/api/factory-customers/:uid',
    {
      ...write,
      schema: { params: uidParams, body: factoryCustomerBody, tags, response: answers(factoryCustomerAnswer) },
    },
    async (request) => ok(await service.change(customerActor(request), request.params.uid, request.body)),
  );

  /** Archives the customer file (compare-and-set on its version, logged); it leaves this list. */
  app.delete(
    '/api/factory-customers/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.archive(customerActor(request), request.params.uid);
      return ok(null);
    },
  );
};
