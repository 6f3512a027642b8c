import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { pageQuery } from '../paging.js';
import { materialAnswer, materialBody, uidParams } from '../schemas.js';
import { materialService } from '../service/materials.js';
import { xlsxReply } from '../xlsx-reply.js';

/** The material file (物料档案, screens material-files / matenal-files-details). */
export const materialRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const service = materialService(db);
  const read = { preHandler: requireScreens([SCREENS.materials, SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.materials], grantAll) };
  const tags = ['quotation masters'];

  app.get(
    '/api/materials',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(materialAnswer)) } },
    async (request) => ok(await service.page(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/materials/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return xlsxReply(reply, 'materials.xlsx', await service.workbook(actor.enterpriseUid, actor.language));
    },
  );

  app.get(
    '/api/materials/:uid',
    { ...read, schema: { params: uidParams, tags, response: answers(materialAnswer) } },
    async (request) => ok(await service.get(actorOf(request).enterpriseUid, request.params.uid)),
  );

  app.post(
    '/api/materials',
    { ...write, schema: { body: materialBody, tags, response: answers(materialAnswer) } },
    async (request) => ok(await service.create(actorOf(request).enterpriseUid, request.body)),
  );

  app.put(
    '/api/materials/:uid',
    { ...write, schema: { params: uidParams, body: materialBody, tags, response: answers(materialAnswer) } },
    async (request) => ok(await service.change(actorOf(request).enterpriseUid, request.params.uid, request.body)),
  );

  app.delete(
    '/api/materials/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request).enterpriseUid, request.params.uid);
      return ok(null);
    },
  );
};
