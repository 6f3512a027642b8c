import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { pageQuery } from '../paging.js';
import {
  currencyAnswer,
  currencyBody,
  exchangeRateAnswer,
  rateBody,
  storedCurrencyAnswer,
  uidParams,
} from '../schemas.js';
import { currencyService } from '../service/currencies.js';
import { xlsxReply } from '../xlsx-reply.js';

/** Currencies with dated exchange rates (local currency per unit), used to fill a quotation's exchange rate. */
export const currencyRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const service = currencyService(db);
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const tags = ['quotation masters'];

  app.get(
    '/api/currencies',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(currencyAnswer)) } },
    async (request) => ok(await service.page(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/currencies/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return xlsxReply(reply, 'currencies.xlsx', await service.workbook(actor.enterpriseUid, actor.language));
    },
  );

  app.post(
    '/api/currencies',
    { ...write, schema: { body: currencyBody, tags, response: answers(storedCurrencyAnswer) } },
    async (request) => ok(await service.create(actorOf(request).enterpriseUid, request.body)),
  );

  app.delete(
    '/api/currencies/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request).enterpriseUid, request.params.uid);
      return ok(null);
    },
  );

  /** A rate for a day: a second one for the same currency and day replaces it. */
  app.post(
    '/api/exchange-rates',
    { ...write, schema: { body: rateBody, tags, response: answers(exchangeRateAnswer) } },
    async (request) => ok(await service.setRate(actorOf(request).enterpriseUid, request.body)),
  );
};
