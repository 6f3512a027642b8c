import { PURCHASE_RETURN_STATUSES, text } from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { answers, fileAnswer } from '../../../http/answer.js';
import { ok, type Envelope } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { pagingQuery } from '../../../platform/paging.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import type { Clock } from '../../../platform/jobs/index.js';
import { actorOf } from '../../order/index.js';
import { inspectionRoutes } from './inspection.js';
import { ringReturnBells, type ReturnBell } from '../returns-bells.js';
import { roleOfActor } from '../returns-context.js';
import { qualityColumnWords, returnStatusWords } from '../messages.js';
import { acknowledgeReturn, cancelReturn, requestReturn } from '../service/returns.js';
import { listReturns, returnableLots, returnDetail } from '../returns-view.js';
import {
  purchaseReturnDetailAnswer,
  purchaseReturnMoved,
  purchaseReturnPage,
  returnableLotAnswer,
} from '../schemas.js';
import { requireScreen } from '../../../platform/access/guards.js';

export const RETURN_SCREENS = ['purchase-returns'] as const;

const decimalField = z.union([z.number(), text(40)]);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const listQuery = z.object({
  ...pagingQuery,
  tab: z.enum(['all', ...PURCHASE_RETURN_STATUSES]).default('all'),
  keyword: text(100).optional(),
  from: text(10).optional(),
  to: text(10).optional(),
});
const noParams = z.object({ no: text(40).min(1) });
const returnBody = z.object({
  reason: text(500, { trim: true, multiline: true }).min(1),
  lines: z
    .array(z.object({ receiptLineUid: z.uuid(), quantity: decimalField }))
    .min(1)
    .max(200),
});
const acknowledgeBody = z.object({ supplierNote: text(500, { multiline: true }).optional() }).optional();
const cancelBody = z.object({ reason: text(500, { trim: true, multiline: true }).min(1) });
const lotsQuery = z.object({ keyword: text(100).optional() });

/**
 * Returns to the supplier (issue 19) and, registered with them, incoming inspection: the factory returns received
 * lots (by hand or on a rejected inspection); the supplier it concerns acknowledges, and the quantities go back to
 * the order to be received again. Every change is one idempotent transaction; the other side's bell rings after.
 */
export const purchaseQualityRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  await app.register(inspectionRoutes, { db, clock, grantAll });
  const tags = ['purchase quality'];
  const screen = requireScreen(RETURN_SCREENS, grantAll);
  const change = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], bells: ReturnBell[]) => Promise<Envelope<Data>>,
  ) => {
    const bells: ReturnBell[] = [];
    // A replayed answer (same Idempotency-Key) is the one this work gave the first time.
    const answer = (await idempotent(db, request, reply, (tx) => work(tx, bells))) as Envelope<Data>;
    if (reply.statusCode < 300 && bells.length) await ringReturnBells(db, app.notifier, bells, request.log);
    return answer;
  };

  app.get(
    '/api/purchase-returns',
    { schema: { querystring: listQuery, tags, response: answers(purchaseReturnPage) }, preHandler: screen },
    async (request) => {
      const actor = actorOf(request);
      return ok(await listReturns(db, roleOfActor(actor), actor.enterpriseUid, request.query));
    },
  );

  app.get(
    '/api/purchase-returns/export',
    { schema: { querystring: listQuery, tags, response: fileAnswer(XLSX) }, preHandler: screen },
    async (request, reply) => {
      const actor = actorOf(request);
      const language = requestLanguage(request);
      const { data } = await listReturns(db, roleOfActor(actor), actor.enterpriseUid, request.query, true);
      const w = (key: string) => translate(language, qualityColumnWords[key]!);
      const header = [
        'returnNo',
        'orderNo',
        'supplier',
        'factory',
        'status',
        'reason',
        'currency',
        'total',
        'createdAt',
        'acknowledgedAt',
      ].map(w);
      const rows = data.map((r) => [
        r.no,
        r.orderNo,
        r.supplier.name ?? '',
        r.factory.name ?? '',
        translate(language, returnStatusWords[r.status]),
        r.reason,
        r.currency,
        { number: r.total },
        r.createdAt.slice(0, 10),
        r.acknowledgedAt?.slice(0, 10) ?? '',
      ]);
      const bytes = await writeWorkbook([
        {
          name: 'Purchase returns',
          rows: [header, ...rows],
          boldRows: [1],
          widths: [26, 26, 28, 28, 18, 36, 8, 14, 12, 12],
        },
      ]);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="purchase-returns.xlsx"')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/purchase-returns/lots',
    { schema: { querystring: lotsQuery, tags, response: answers(z.array(returnableLotAnswer)) }, preHandler: screen },
    async (request) => ok(await returnableLots(db, actorOf(request).enterpriseUid, request.query.keyword)),
  );

  app.get(
    '/api/purchase-returns/:no',
    { schema: { params: noParams, tags, response: answers(purchaseReturnDetailAnswer) }, preHandler: screen },
    async (request) =>
      ok(await returnDetail(db, request.params.no, actorOf(request).enterpriseUid, requestLanguage(request))),
  );

  app.post(
    '/api/purchase-returns',
    { schema: { body: returnBody, tags, response: answers(purchaseReturnMoved) }, preHandler: screen },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await requestReturn(tx, clock, actorOf(request), request.body, bells);
        return ok({ no: row.returnNo, status: row.status });
      }),
  );

  app.post(
    '/api/purchase-returns/:no/acknowledge',
    {
      schema: { params: noParams, body: acknowledgeBody, tags, response: answers(purchaseReturnMoved) },
      preHandler: screen,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await acknowledgeReturn(
          tx,
          clock,
          actorOf(request),
          request.params.no,
          request.body?.supplierNote,
          bells,
        );
        return ok({ no: row.returnNo, status: row.status });
      }),
  );

  app.post(
    '/api/purchase-returns/:no/cancel',
    {
      schema: { params: noParams, body: cancelBody, tags, response: answers(purchaseReturnMoved) },
      preHandler: screen,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await cancelReturn(tx, clock, actorOf(request), request.params.no, request.body.reason, bells);
        return ok({ no: row.returnNo, status: row.status });
      }),
  );
};
