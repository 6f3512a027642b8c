import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { pageQuery } from '../paging.js';
import {
  procedureBody,
  processProcedureAnswer,
  processTypeAnswer,
  processTypeBody,
  storedProcedureAnswer,
  storedProcessTypeAnswer,
  uidParams,
} from '../schemas.js';
import { processTypeService } from '../service/process-types.js';
import { xlsxReply } from '../xlsx-reply.js';

/** Process types and their procedures with reference processing times, difficulty coefficients and costs. */
export const processTypeRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const service = processTypeService(db);
  const read = { preHandler: requireScreens([SCREENS.processFlows, SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.processFlows], grantAll) };
  const tags = ['quotation masters'];

  app.get(
    '/api/process-types',
    { ...read, schema: { tags, response: answers(z.array(processTypeAnswer)) } },
    async (request) => ok(await service.types(actorOf(request).enterpriseUid)),
  );

  app.post(
    '/api/process-types',
    { ...write, schema: { body: processTypeBody, tags, response: answers(storedProcessTypeAnswer) } },
    async (request) => ok(await service.createType(actorOf(request).enterpriseUid, request.body)),
  );

  app.get(
    '/api/process-procedures',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(processProcedureAnswer)) } },
    async (request) => ok(await service.page(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/process-procedures/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return xlsxReply(reply, 'procedures.xlsx', await service.workbook(actor.enterpriseUid, actor.language));
    },
  );

  app.post(
    '/api/process-procedures',
    { ...write, schema: { body: procedureBody, tags, response: answers(storedProcedureAnswer) } },
    async (request) => ok(await service.createProcedure(actorOf(request).enterpriseUid, request.body)),
  );
  app.put(
    '/api/process-procedures/:uid',
    { ...write, schema: { params: uidParams, body: procedureBody, tags, response: answers(storedProcedureAnswer) } },
    async (request) =>
      ok(await service.changeProcedure(actorOf(request).enterpriseUid, request.params.uid, request.body)),
  );
  app.delete(
    '/api/process-procedures/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.removeProcedure(actorOf(request).enterpriseUid, request.params.uid);
      return ok(null);
    },
  );
};
