import {
  AQL_VALUES,
  DEFECT_TYPES,
  INSPECTION_DECISIONS,
  INSPECTION_STATUSES,
  int4,
  text,
  type Aql,
  type CodeLetter,
} from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { answers, fileAnswer } from '../../../http/answer.js';
import { ok, type Envelope } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { pagingQuery } from '../../../platform/paging.js';
import { renderPdf, writeWorkbook } from '../../../platform/documents/index.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import type { Clock } from '../../../platform/jobs/index.js';
import { actorOf } from '../../order/index.js';
import { inspectionDocument } from '../inspection-print.js';
import {
  decideInspection,
  inspectionDetail,
  listInspections,
  lotsToInspect,
  openInspection,
} from '../service/inspection.js';
import { ringReturnBells, type ReturnBell } from '../returns-bells.js';
import { roleOfActor } from '../returns-context.js';
import { inspectionStatusWords, qualityColumnWords } from '../messages.js';
import {
  inspectionDecided,
  inspectionDetailAnswer,
  inspectionOpened,
  inspectionPage,
  lotToInspectAnswer,
} from '../schemas.js';
import { requireScreen } from '../../../platform/access/guards.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const INSPECTION_SCREENS = ['material-inspection-sheet'] as const;

const listQuery = z.object({
  ...pagingQuery,
  tab: z.enum(['all', ...INSPECTION_STATUSES]).default('all'),
  keyword: text(100).optional(),
  from: text(10).optional(),
  to: text(10).optional(),
});
const noParams = z.object({ no: text(40).min(1) });
const openBody = z.object({
  receiptLineUid: z.uuid(),
  aql: z.enum(AQL_VALUES).optional(),
  note: text(500, { multiline: true }).optional(),
});
const decideBody = z.object({
  decision: z.enum(INSPECTION_DECISIONS),
  defects: z
    .array(z.object({ type: z.enum(DEFECT_TYPES), count: int4({ min: 0, max: 100_000 }) }))
    .max(DEFECT_TYPES.length)
    .default([]),
  reason: text(500, { trim: true, multiline: true }).optional(),
  note: text(500, { multiline: true }).optional(),
});
const lotsQuery = z.object({ keyword: text(100).optional() });

/**
 * Incoming inspection (issue 19): the factory opens the inspection of a received lot (the ISO 2859-1 plan is fixed
 * then), records defects by type and decides; a rejection starts a return and rings the supplier's bell. The
 * supplier reads the inspections of its own lots; deciding is the factory's (403).
 */
export const inspectionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  const tags = ['purchase quality'];
  const screen = requireScreen(INSPECTION_SCREENS, grantAll);
  /** One idempotent transaction; a replayed answer (same Idempotency-Key) is the one this work gave the first time. */
  const once = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<Envelope<Data>>,
  ) => (await idempotent(db, request, reply, work)) as Envelope<Data>;

  app.get(
    '/api/purchase-inspections',
    { schema: { querystring: listQuery, tags, response: answers(inspectionPage) }, preHandler: screen },
    async (request) => {
      const actor = actorOf(request);
      return ok(await listInspections(db, roleOfActor(actor), actor.enterpriseUid, request.query));
    },
  );

  app.get(
    '/api/purchase-inspections/export',
    { schema: { querystring: listQuery, tags, response: fileAnswer(XLSX) }, preHandler: screen },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = requestLanguage(request);
      const { data } = await listInspections(db, roleOfActor(actor), actor.enterpriseUid, request.query, true);
      const w = (key: string) => translate(language, qualityColumnWords[key]!);
      const header = [
        'inspectionNo',
        'orderNo',
        'supplier',
        'material',
        'lotNo',
        'lotSize',
        'aql',
        'codeLetter',
        'sampleSize',
        'acRe',
        'defective',
        'status',
        'reason',
        'createdAt',
        'decidedAt',
      ].map(w);
      const rows = data.map((i) => [
        i.no,
        i.orderNo,
        i.supplier.name ?? '',
        `${i.materialNo} ${i.materialName}`,
        i.lotNo,
        { number: i.lotSize },
        i.aql,
        i.codeLetter,
        { number: String(i.sampleSize) },
        `${i.acceptNumber} / ${i.rejectNumber}`,
        { number: String(i.defectiveUnits) },
        translate(language, inspectionStatusWords[i.status]),
        i.concessionReason ?? '',
        i.createdAt.slice(0, 10),
        i.decidedAt?.slice(0, 10) ?? '',
      ]);
      const bytes = await writeWorkbook([
        {
          name: 'Inspections',
          rows: [header, ...rows],
          boldRows: [1],
          widths: [26, 26, 28, 30, 20, 10, 8, 8, 10, 10, 10, 16, 30, 12, 12],
        },
      ]);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="incoming-inspections.xlsx"')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/purchase-inspections/lots',
    { schema: { querystring: lotsQuery, tags, response: answers(z.array(lotToInspectAnswer)) }, preHandler: screen },
    async (request) => ok(await lotsToInspect(db, actorOf(request).enterpriseUid, request.query.keyword)),
  );

  /** The printed inspection record (the factory's, or the supplier's of its own lot; anyone else 404). */
  app.get(
    '/api/purchase-inspections/:no/pdf',
    { schema: { params: noParams, tags, response: fileAnswer('application/pdf') }, preHandler: screen },
    async (request, reply) => {
      const language = requestLanguage(request);
      const inspection = await inspectionDetail(db, request.params.no, actorOf(request).enterpriseUid, language);
      const pdf = await renderPdf(inspectionDocument(inspection, language), {
        author: inspection.factory.name ?? undefined,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${inspection.no}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/purchase-inspections/:no',
    { schema: { params: noParams, tags, response: answers(inspectionDetailAnswer) }, preHandler: screen },
    async (request) =>
      ok(await inspectionDetail(db, request.params.no, actorOf(request).enterpriseUid, requestLanguage(request))),
  );

  app.post(
    '/api/purchase-inspections',
    { schema: { body: openBody, tags, response: answers(inspectionOpened) }, preHandler: screen },
    async (request, reply) =>
      once(request, reply, async (tx) => {
        const row = await openInspection(tx, clock, actorOf(request), request.body);
        return ok({
          no: row.inspectionNo,
          status: row.status,
          aql: row.aql as Aql,
          codeLetter: row.codeLetter as CodeLetter,
          sampleSize: row.sampleSize,
          acceptNumber: row.acceptNumber,
          rejectNumber: row.rejectNumber,
        });
      }),
  );

  app.post(
    '/api/purchase-inspections/:no/decide',
    { schema: { params: noParams, body: decideBody, tags, response: answers(inspectionDecided) }, preHandler: screen },
    async (request, reply) => {
      const bells: ReturnBell[] = [];
      const answer = await once(request, reply, async (tx) => {
        const { row, returnNo } = await decideInspection(
          tx,
          clock,
          actorOf(request),
          request.params.no,
          request.body,
          bells,
        );
        return ok({ no: row.inspectionNo, status: row.status, defectiveUnits: row.defectiveUnits, returnNo });
      });
      if (reply.statusCode < 300 && bells.length) await ringReturnBells(db, app.notifier, bells, request.log);
      return answer;
    },
  );
};
