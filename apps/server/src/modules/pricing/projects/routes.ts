import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { pricingProjectAnswer, pricingProjectRow, projectOrderAnswer } from '../schemas.js';
import { z } from 'zod';
import { int4, pricingProjectSchema, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageQuery, uidParams } from '../paging.js';
import { projectService } from './service.js';

export const projectBody = pricingProjectSchema.extend({
  sortNumber: int4().optional(),
  rowVersion: int4().optional(),
});
const moveBody = z.object({ direction: z.enum(['up', 'down']) });
const listQuery = pageQuery.extend({
  costCategory: z.enum(['specialProcess', 'specialFee', 'specialMaterial']).optional(),
  product: text(60).optional(),
});

/** Pricing projects with their factor tables and order (spec 02 §3–§5); a factory's own. */
export const projectRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const service = projectService(ctx);
  const read = {
    preHandler: requireScreens([SCREENS.projects, SCREENS.bindings, SCREENS.quotationTable], {
      grantAll: ctx.grantAll,
    }),
  };
  const write = { preHandler: requireScreens([SCREENS.projects], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: projects'];

  app.get(
    '/api/pricing/projects',
    { ...read, schema: { querystring: listQuery, tags, response: answers(pageAnswer(pricingProjectRow)) } },
    async (request) => ok(await service.page(actorOf(request), request.query)),
  );

  app.get(
    '/api/pricing/projects/:uid',
    { ...read, schema: { params: uidParams, tags, response: answers(pricingProjectAnswer) } },
    async (request) => ok(await service.one(actorOf(request), request.params.uid)),
  );

  app.post(
    '/api/pricing/projects',
    { ...write, schema: { body: projectBody, tags, response: answers(pricingProjectAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/pricing/projects/:uid',
    { ...write, schema: { params: uidParams, body: projectBody, tags, response: answers(pricingProjectAnswer) } },
    async (request) => ok(await service.update(actorOf(request), request.params.uid, request.body)),
  );

  app.delete(
    '/api/pricing/projects/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.uid);
      return ok(null);
    },
  );

  /** Spec 02 §4: one place up or down, refused at the first or last position and when a percentage item would lead. */
  app.post(
    '/api/pricing/projects/:uid/move',
    { ...write, schema: { params: uidParams, body: moveBody, tags, response: answers(projectOrderAnswer) } },
    async (request) => ok(await service.move(actorOf(request), request.params.uid, request.body.direction)),
  );
};
