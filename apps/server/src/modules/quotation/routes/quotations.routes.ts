import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { badRequest } from '../../../http/errors.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../../quotation-masters/index.js';
import { quotationMessages } from '../messages.js';
import {
  actionBody,
  gerberBody,
  listQuery,
  noParams,
  quotationBody,
  quotationPatch,
  returnBody,
  upgradeBody,
  quotationAnswer,
  quotationDeletedAnswer,
  quotationListAnswer,
  quotationLogEntry,
} from '../schemas.js';
import { withinDeadline, workTimeoutMs } from '../service/deadline.js';
import { bindGerberFile, unbindGerberFile } from '../service/gerber.js';
import { listQuotations } from '../service/list.js';
import { loadCurrent, loadVersions, quotationDetail } from '../service/load.js';
import { quotationLog } from '../service/log.js';
import { createQuotation, modifyQuotation } from '../service/save.js';
import { changeState } from '../service/transitions.js';
import { copyQuotation, deleteQuotation, upgradeQuotation } from '../service/versions.js';

/**
 * The factory quotation (spec 02 §2 quotation management and approval): the quoter's calls need the quotation
 * screen, the approver's the approval screen; reading needs either. Every answer is the quotation as it now is.
 */
export const quotationRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const quoter = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const approver = { preHandler: requireScreens([SCREENS.approval], grantAll) };
  const tags = ['quotations'];
  const detail = async (enterpriseUid: string, no: string) =>
    quotationDetail(db, await loadCurrent(db, enterpriseUid, no));

  app.get(
    '/api/quotations',
    { ...read, schema: { querystring: listQuery, tags, response: answers(quotationListAnswer) } },
    async (request) => ok(await listQuotations(db, actorOf(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/quotations',
    { ...quoter, schema: { body: quotationBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const row = await createQuotation(db, actor, request.body);
      return ok(await quotationDetail(db, row));
    },
  );

  app.get(
    '/api/quotations/:no',
    { ...read, schema: { params: noParams, tags, response: answers(quotationAnswer) } },
    async (request) => ok(await detail(actorOf(request).enterpriseUid, request.params.no)),
  );

  app.put(
    '/api/quotations/:no',
    { ...quoter, schema: { params: noParams, body: quotationPatch, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(await quotationDetail(db, await modifyQuotation(db, actor, request.params.no, request.body)));
    },
  );

  app.delete(
    '/api/quotations/:no',
    { ...quoter, schema: { params: noParams, tags, response: answers(quotationDeletedAnswer) } },
    async (request) => ok(await deleteQuotation(db, actorOf(request), request.params.no)),
  );

  app.post(
    '/api/quotations/:no/submit',
    { ...quoter, schema: { params: noParams, body: actionBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(await quotationDetail(db, await changeState(db, actor, request.params.no, 'submit', request.body)));
    },
  );

  app.post(
    '/api/quotations/:no/withdraw',
    { ...quoter, schema: { params: noParams, body: actionBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(await quotationDetail(db, await changeState(db, actor, request.params.no, 'withdraw', request.body)));
    },
  );

  app.post(
    '/api/quotations/:no/audit',
    { ...approver, schema: { params: noParams, body: actionBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const row = await withinDeadline(
        changeState(db, actor, request.params.no, 'audit', request.body),
        workTimeoutMs(),
        quotationMessages.auditTimeout,
      );
      return ok(await quotationDetail(db, row));
    },
  );

  app.post(
    '/api/quotations/:no/deapprove',
    { ...approver, schema: { params: noParams, body: actionBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(await quotationDetail(db, await changeState(db, actor, request.params.no, 'deapprove', request.body)));
    },
  );

  app.post(
    '/api/quotations/:no/return',
    { ...approver, schema: { params: noParams, body: returnBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      if (request.body.reason === '') throw badRequest(quotationMessages.returnReasonRequired, {}, 'reason');
      return ok(
        await quotationDetail(
          db,
          await changeState(db, actor, request.params.no, 'return', { reason: request.body.reason }),
        ),
      );
    },
  );

  app.post(
    '/api/quotations/:no/copy',
    {
      ...quoter,
      schema: {
        params: noParams,
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
        tags,
        response: answers(quotationAnswer),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const copy = await withinDeadline(
        copyQuotation(db, actor, request.params.no, request.headers['idempotency-key']),
        workTimeoutMs(),
        quotationMessages.copyTimeout,
      );
      return ok(await quotationDetail(db, copy));
    },
  );

  app.post(
    '/api/quotations/:no/upgrade',
    { ...quoter, schema: { params: noParams, body: upgradeBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      if (!request.body.reason) throw badRequest(quotationMessages.upgradeReasonRequired, {}, 'reason');
      const next = await upgradeQuotation(db, actor, request.params.no, request.body.reason, request.body.remark);
      return ok(await quotationDetail(db, next));
    },
  );

  app.get(
    '/api/quotations/:no/versions',
    { ...read, schema: { params: noParams, tags, response: answers(z.array(quotationAnswer)) } },
    async (request) => {
      const versions = await loadVersions(db, actorOf(request).enterpriseUid, request.params.no);
      return ok(await Promise.all(versions.map((row) => quotationDetail(db, row))));
    },
  );

  app.get(
    '/api/quotations/:no/log',
    { ...read, schema: { params: noParams, tags, response: answers(z.array(quotationLogEntry)) } },
    async (request) => {
      const actor = actorOf(request);
      await loadCurrent(db, actor.enterpriseUid, request.params.no);
      return ok(await quotationLog(db, actor.enterpriseUid, request.params.no, actor.language));
    },
  );

  app.post(
    '/api/quotations/:no/gerber',
    { ...quoter, schema: { params: noParams, body: gerberBody, tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const no = request.params.no;
      await db.transaction(async (tx) => {
        const current = await loadCurrent(tx, actor.enterpriseUid, no, true);
        if (current.status !== 'not_submitted' && current.status !== 'returned')
          throw badRequest(quotationMessages.modifyFailed, { reason: current.status });
        await bindGerberFile(tx, actor, current, request.body.gerberFileUid);
      });
      return ok(await detail(actor.enterpriseUid, no));
    },
  );

  app.delete(
    '/api/quotations/:no/gerber/:uid',
    { ...quoter, schema: { params: noParams.extend({ uid: z.uuid() }), tags, response: answers(quotationAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const no = request.params.no;
      await db.transaction(async (tx) => {
        const current = await loadCurrent(tx, actor.enterpriseUid, no, true);
        if (current.status !== 'not_submitted' && current.status !== 'returned')
          throw badRequest(quotationMessages.modifyFailed, { reason: current.status });
        await unbindGerberFile(tx, actor, current, request.params.uid);
      });
      return ok(await detail(actor.enterpriseUid, no));
    },
  );
};
