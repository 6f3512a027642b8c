import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { classificationNode, productClassificationAnswer } from '../schemas.js';
import { z } from 'zod';
import { DATA_LEVELS, int4, productClassificationSchema, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { classificationService } from './service.js';

export const classificationBody = productClassificationSchema.extend({
  level: z.enum(DATA_LEVELS).optional(),
  rowVersion: int4().optional(),
});

/** Product classifications (spec 02 §3, §5): a tree, platform-level rows shared read-only with merchants. */
export const classificationRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = classificationService(ctx);
  const read = {
    preHandler: requireScreens(
      [SCREENS.classifications, SCREENS.basePrices, SCREENS.bindings, SCREENS.quotationTable],
      { grantAll: ctx.grantAll, platform: true },
    ),
  };
  const write = { preHandler: requireScreens([SCREENS.classifications], { grantAll: ctx.grantAll, platform: true }) };
  const tags = ['pricing: classifications'];

  app.get(
    '/api/pricing/classifications',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ parent: text(60).optional() }),
        tags,
        response: answers(pageAnswer(productClassificationAnswer)),
      },
    },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  /** The whole tree for the left-hand side of the screen: nodes with `children`, by serial number. */
  app.get(
    '/api/pricing/classifications/tree',
    { ...read, schema: { tags, response: answers(z.array(classificationNode)) } },
    async (request) => ok(await service.tree(actorOf(request))),
  );

  app.post(
    '/api/pricing/classifications',
    { ...write, schema: { body: classificationBody, tags, response: answers(productClassificationAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/pricing/classifications/:uid',
    {
      ...write,
      schema: { params: uidParams, body: classificationBody, tags, response: answers(productClassificationAnswer) },
    },
    async (request) => ok(await service.update(actorOf(request), request.params.uid, request.body)),
  );

  app.delete(
    '/api/pricing/classifications/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.uid);
      return ok(null);
    },
  );
};
