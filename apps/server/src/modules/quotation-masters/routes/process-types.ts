import { isDecimalText } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { processProcedures, processTypes } from '../../../db/schema/index.js';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import {
  processProcedureAnswer,
  processTypeAnswer,
  storedProcedureAnswer,
  storedProcessTypeAnswer,
} from '../schemas.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { masterMessages } from '../messages.js';
import { isUniqueViolation } from '../store.js';
import { pageOf, pageQuery, plain } from '../paging.js';
import { exportHeaders, xlsxReply } from '../xlsx-reply.js';

const positive = z
  .union([z.string().trim(), z.number().finite().transform(String)])
  .refine((text) => isDecimalText(text) && Number(text) >= 0, { message: 'must be a number of at least 0' });
const typeBody = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(60),
  sort: z.coerce.number().int().min(0).max(10000).default(0),
});
const procedureBody = z.object({
  processTypeUid: z.uuid(),
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(60),
  referenceTimes: positive,
  difficulty: positive,
  unitCost: positive,
});
const uidParams = z.object({ uid: z.uuid() });

/** Process types and their procedures with reference processing times, difficulty coefficients and costs. */
export const processTypeRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.processFlows, SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.processFlows], grantAll) };
  const tags = ['quotation masters'];
  const taken = (field: string, value: string) => badRequest(masterMessages.masterTaken, { field, value }, field);

  /** Every procedure with its type's code and name, in type order then code. */
  const procedures = async (enterpriseUid: string) => {
    const rows = await db
      .select({
        procedure: processProcedures,
        typeCode: processTypes.code,
        typeName: processTypes.name,
        sort: processTypes.sort,
      })
      .from(processProcedures)
      .innerJoin(processTypes, eq(processTypes.uid, processProcedures.processTypeUid))
      .where(eq(processProcedures.enterpriseUid, enterpriseUid))
      .orderBy(asc(processTypes.sort), asc(processTypes.code), asc(processProcedures.code));
    return rows.map(({ procedure: { enterpriseUid: _e, ...p }, typeCode, typeName }) => ({
      ...p,
      processTypeCode: typeCode,
      processTypeName: typeName,
      referenceTimes: plain(p.referenceTimes)!,
      difficulty: plain(p.difficulty)!,
      unitCost: plain(p.unitCost)!,
    }));
  };

  app.get(
    '/api/process-types',
    { ...read, schema: { tags, response: answers(z.array(processTypeAnswer)) } },
    async (request) => {
      const actor = actorOf(request);
      const types = await db
        .select()
        .from(processTypes)
        .where(eq(processTypes.enterpriseUid, actor.enterpriseUid))
        .orderBy(asc(processTypes.sort), asc(processTypes.code));
      const all = await procedures(actor.enterpriseUid);
      return ok(
        types.map(({ enterpriseUid: _e, ...t }) => ({
          ...t,
          procedures: all.filter((p) => p.processTypeUid === t.uid),
        })),
      );
    },
  );

  app.post(
    '/api/process-types',
    { ...write, schema: { body: typeBody, tags, response: answers(storedProcessTypeAnswer) } },
    async (request) => {
      try {
        const [row] = await db
          .insert(processTypes)
          .values({ ...request.body, enterpriseUid: actorOf(request).enterpriseUid })
          .returning();
        return ok(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken('code', request.body.code);
        throw error;
      }
    },
  );

  app.get(
    '/api/process-procedures',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(processProcedureAnswer)) } },
    async (request) =>
      ok(
        pageOf(await procedures(actorOf(request).enterpriseUid), request.query, (row) => [
          row.code,
          row.name,
          row.processTypeName,
          row.processTypeCode,
        ]),
      ),
  );

  app.get(
    '/api/process-procedures/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await procedures(actor.enterpriseUid);
      const header = exportHeaders(actor.language, [
        'processType',
        'procedureCode',
        'procedure',
        'referenceTimes',
        'difficulty',
        'unitCost',
      ]);
      const lines = rows.map((p) => [
        p.processTypeName,
        p.code,
        p.name,
        { number: p.referenceTimes },
        { number: p.difficulty },
        { number: p.unitCost },
      ]);
      return xlsxReply(
        reply,
        'procedures.xlsx',
        await writeWorkbook([
          { name: 'Procedures', rows: [header, ...lines], boldRows: [1], widths: [14, 12, 22, 12, 12, 14] },
        ]),
      );
    },
  );

  const save = async (enterpriseUid: string, input: z.infer<typeof procedureBody>, uid?: string) => {
    const [type] = await db
      .select()
      .from(processTypes)
      .where(and(eq(processTypes.uid, input.processTypeUid), eq(processTypes.enterpriseUid, enterpriseUid)));
    if (!type) throw notFound();
    try {
      const [row] = uid
        ? await db
            .update(processProcedures)
            .set(input)
            .where(and(eq(processProcedures.uid, uid), eq(processProcedures.enterpriseUid, enterpriseUid)))
            .returning()
        : await db
            .insert(processProcedures)
            .values({ ...input, enterpriseUid })
            .returning();
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken('code', input.code);
      throw error;
    }
  };

  app.post(
    '/api/process-procedures',
    { ...write, schema: { body: procedureBody, tags, response: answers(storedProcedureAnswer) } },
    async (request) => ok(await save(actorOf(request).enterpriseUid, request.body)),
  );
  app.put(
    '/api/process-procedures/:uid',
    { ...write, schema: { params: uidParams, body: procedureBody, tags, response: answers(storedProcedureAnswer) } },
    async (request) => ok(await save(actorOf(request).enterpriseUid, request.body, request.params.uid)),
  );
  app.delete(
    '/api/process-procedures/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const removed = await db
        .delete(processProcedures)
        .where(
          and(
            eq(processProcedures.uid, request.params.uid),
            eq(processProcedures.enterpriseUid, actorOf(request).enterpriseUid),
          ),
        )
        .returning();
      if (!removed.length) throw notFound();
      return ok(null);
    },
  );
};
