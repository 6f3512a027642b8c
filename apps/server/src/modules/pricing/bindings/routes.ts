import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { bindingAnswer, bindingRow, bindingSetAnswer } from '../schemas.js';
import { z } from 'zod';
import { productProjectBindingSchema, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { bindingService } from './service.js';

const setBody = z.object({ projectCodes: z.array(text(40).min(1)).max(500) });
const productParams = z.object({ product: text(60).min(1) });

/** Product ↔ pricing project bindings (spec 02 §2): which projects price which product. */
export const bindingRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = bindingService(ctx);
  const read = { preHandler: requireScreens([SCREENS.bindings, SCREENS.projects], { grantAll: ctx.grantAll }) };
  const write = { preHandler: requireScreens([SCREENS.bindings], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: bindings'];

  app.get(
    '/api/pricing/bindings',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ product: text(60).optional() }),
        tags,
        response: answers(pageAnswer(bindingRow)),
      },
    },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  app.post(
    '/api/pricing/bindings',
    { ...write, schema: { body: productProjectBindingSchema, tags, response: answers(bindingAnswer) } },
    async (request) => ok(await service.bind(actorOf(request), request.body)),
  );

  app.delete(
    '/api/pricing/bindings/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.unbind(actorOf(request), request.params.uid);
      return ok(null);
    },
  );

  /** The binding screen saves a product's whole set of projects at once. */
  app.put(
    '/api/pricing/products/:product/bindings',
    { ...write, schema: { params: productParams, body: setBody, tags, response: answers(bindingSetAnswer) } },
    async (request) =>
      ok(await service.replaceSet(actorOf(request), request.params.product, request.body.projectCodes)),
  );
};
