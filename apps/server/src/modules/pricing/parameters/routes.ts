import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { pricingParameterAnswer } from '../schemas.js';
import { z } from 'zod';
import { DATA_LEVELS, int4, quotationParameterSchema } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { parameterService } from './service.js';

export const parameterBody = quotationParameterSchema.extend({
  level: z.enum(DATA_LEVELS).optional(),
  sortNumber: int4().min(0).optional(),
  rowVersion: int4().optional(),
});

const listQuery = pageQuery.extend({
  level: z.enum(DATA_LEVELS).optional(),
  status: z.enum(['valid', 'expired']).optional(),
});

/** Quotation parameters (spec 02 §3): the platform's, shared read-only with every merchant, and a merchant's own. */
export const parameterRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = parameterService(ctx);
  const screen = {
    preHandler: requireScreens([SCREENS.parameters, SCREENS.projects], { grantAll: ctx.grantAll, platform: true }),
  };
  const writeScreen = { preHandler: requireScreens([SCREENS.parameters], { grantAll: ctx.grantAll, platform: true }) };
  const tags = ['pricing: parameters'];

  app.get(
    '/api/pricing/parameters',
    { ...screen, schema: { querystring: listQuery, tags, response: answers(pageAnswer(pricingParameterAnswer)) } },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  app.get(
    '/api/pricing/parameters/:uid',
    { ...screen, schema: { params: uidParams, tags, response: answers(pricingParameterAnswer) } },
    async (request) => ok(await service.one(actorOf(request), request.params.uid)),
  );

  app.post(
    '/api/pricing/parameters',
    { ...writeScreen, schema: { body: parameterBody, tags, response: answers(pricingParameterAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/pricing/parameters/:uid',
    {
      ...writeScreen,
      schema: { params: uidParams, body: parameterBody, tags, response: answers(pricingParameterAnswer) },
    },
    async (request) => ok(await service.update(actorOf(request), request.params.uid, request.body)),
  );

  app.delete(
    '/api/pricing/parameters/:uid',
    { ...writeScreen, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.uid);
      return ok(null);
    },
  );
};
