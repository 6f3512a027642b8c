import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { basePriceAnswer, basePriceTableAnswer } from '../schemas.js';
import { z } from 'zod';
import { int4, productBasePriceSchema, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { basePriceService } from './service.js';

export const basePriceBody = productBasePriceSchema.extend({ rowVersion: int4().optional() });
const tableBody = z.object({ rows: z.array(productBasePriceSchema.omit({ productNumber: true })).max(200) });
const productParams = z.object({ product: text(60).min(1) });

/** Base prices per product, layer count and batch tier (spec 02 §3, §9). */
export const basePriceRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = basePriceService(ctx);
  const read = { preHandler: requireScreens([SCREENS.basePrices, SCREENS.quotationTable], { grantAll: ctx.grantAll }) };
  const write = { preHandler: requireScreens([SCREENS.basePrices], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: base prices'];

  app.get(
    '/api/pricing/base-prices',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ product: text(60).optional(), layers: int4({ coerce: true }).optional() }),
        tags,
        response: answers(pageAnswer(basePriceAnswer)),
      },
    },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  app.post(
    '/api/pricing/base-prices',
    { ...write, schema: { body: basePriceBody, tags, response: answers(basePriceAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/pricing/base-prices/:uid',
    { ...write, schema: { params: uidParams, body: basePriceBody, tags, response: answers(basePriceAnswer) } },
    async (request) => ok(await service.update(actorOf(request), request.params.uid, request.body)),
  );

  app.delete(
    '/api/pricing/base-prices/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.uid);
      return ok(null);
    },
  );

  /** The whole table of one product at once (the screen's grid): fields named `basePrices.<row>.<field>`. */
  app.put(
    '/api/pricing/products/:product/base-prices',
    { ...write, schema: { params: productParams, body: tableBody, tags, response: answers(basePriceTableAnswer) } },
    async (request) => ok(await service.replaceTable(actorOf(request), request.params.product, request.body.rows)),
  );
};
