import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { pricingProductAnswer, pricingProductRow } from '../schemas.js';
import { int4, productSchema, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { productService } from './service.js';

export const productBody = productSchema.extend({ rowVersion: int4().optional() });

/** Products of a factory (spec 02 §3 product base price: number, name, parent classification), kept on the base price screen. */
export const productRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = productService(ctx);
  const read = {
    preHandler: requireScreens(
      [SCREENS.basePrices, SCREENS.bindings, SCREENS.classifications, SCREENS.quotationTable],
      { grantAll: ctx.grantAll },
    ),
  };
  const write = { preHandler: requireScreens([SCREENS.basePrices], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: products'];

  app.get(
    '/api/pricing/products',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ classification: text(60).optional() }),
        tags,
        response: answers(pageAnswer(pricingProductRow)),
      },
    },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  app.get(
    '/api/pricing/products/:uid',
    { ...read, schema: { params: uidParams, tags, response: answers(pricingProductAnswer) } },
    async (request) => ok(await service.one(actorOf(request), request.params.uid)),
  );

  app.post(
    '/api/pricing/products',
    { ...write, schema: { body: productBody, tags, response: answers(pricingProductAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/pricing/products/:uid',
    { ...write, schema: { params: uidParams, body: productBody, tags, response: answers(pricingProductAnswer) } },
    async (request) => ok(await service.update(actorOf(request), request.params.uid, request.body)),
  );

  /** Deleting a product deletes its base prices and bindings with it (audited as one change). */
  app.delete(
    '/api/pricing/products/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.uid);
      return ok(null);
    },
  );
};
