import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { purchaseBids } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { answers, fileAnswer, pageOf } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { signedIn } from '../../../platform/session/session-plugin.js';
import type { FileService } from '../../../platform/files/file.service.js';
import { biddingNoticeTexts } from '../messages.js';
import { listInvitations, submitBid, supplierView } from '../service/bids.js';
import { purchasingMessages } from '../messages.js';
import {
  awardBody,
  bidBody,
  bidParams,
  buyerRequestAnswer,
  purchaseRequestAnswer,
  purchaseRequestRow,
  purchasingSupplier,
  supplierRequestAnswer,
  publishBody,
  requestFileParams,
  requestListQuery,
  requestParams,
} from '../schemas/purchasing.js';
import {
  awardBids,
  buyersOnly,
  buyerView,
  cancelRequest,
  checkPublish,
  listOwnRequests,
  publishRequest,
  suppliersOf,
  type Outcome,
} from '../service/purchasing.js';
import { invitedRequest, ownRequest, type Actor, type RequestRow } from '../purchasing.views.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';

export const detailLink = (request: Pick<RequestRow, 'uid' | 'detailsNo'>, uid = request.uid) =>
  `/purchasing-manage-detail/index?uid=${encodeURIComponent(uid)}&standard_request_details_no=${encodeURIComponent(request.detailsNo)}`;

/** Tells the suppliers after the commit: a stored message each (message centre, bell) pushed over /ws at once. */
async function tell(app: FastifyInstance, outcome: Outcome<unknown>, buyerName: string) {
  for (const notice of outcome.notices) {
    const { request } = notice;
    const title =
      notice.kind === 'invited'
        ? biddingNoticeTexts.invitedTitle(request.requestNo, request.name)
        : notice.kind === 'won'
          ? biddingNoticeTexts.wonTitle(request.requestNo)
          : notice.kind === 'lost'
            ? biddingNoticeTexts.lostTitle(request.requestNo)
            : biddingNoticeTexts.cancelledTitle(request.requestNo);
    const body =
      notice.kind === 'invited'
        ? biddingNoticeTexts.invitedBody(buyerName, request.deadline.toISOString().slice(0, 16).replace('T', ' '))
        : null;
    for (const accountUid of notice.accountUids) {
      await app.notifier
        .notify(accountUid, {
          kind: notice.kind === 'invited' ? 'bidding' : 'bidding-result',
          title,
          body,
          link: detailLink(request, notice.noticeUid),
          enterpriseUid: notice.enterpriseUid,
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'bidding notice failed'));
    }
  }
}

/**
 * Supplier bidding (issue 18): a factory publishes purchasing requests to its suppliers, they bid until the
 * deadline (sealed), the factory compares and awards. Both sides need the purchasing-manage screen.
 */
export const purchasingRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileService; grantAll: boolean }> = async (
  app,
  { db, files, grantAll },
) => {
  app.addHook('preHandler', requireScreen(['purchasing-manage'], grantAll));
  const tags = ['bidding'];
  const now = () => app.clock.now();
  const actorOf = (request: FastifyRequest): Actor => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      enterpriseKind: caller.staff.enterpriseKind,
      ip: request.ip,
    };
  };
  const say = (request: FastifyRequest, text: (typeof purchasingMessages)[keyof typeof purchasingMessages]) =>
    translate(requestLanguage(request), text);

  app.get(
    '/api/purchasing/suppliers',
    { schema: { tags, response: answers(z.array(purchasingSupplier)) } },
    async (request) => {
      const actor = actorOf(request);
      buyersOnly(actor);
      return ok(await suppliersOf(db, actor.enterpriseUid));
    },
  );

  app.get(
    '/api/purchasing/requests',
    { schema: { querystring: requestListQuery, tags, response: answers(pageOf(purchaseRequestRow)) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        actor.enterpriseKind === 'factory'
          ? await listOwnRequests(db, actor.enterpriseUid, request.query, now())
          : await listInvitations(db, actor.enterpriseUid, request.query, now()),
      );
    },
  );

  app.post(
    '/api/purchasing/requests',
    { schema: { body: publishBody, tags, response: answers(buyerRequestAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      buyersOnly(actor);
      const at = now();
      const outcome = await publishRequest(db, actor, checkPublish(request.body, at), at);
      await tell(app, outcome, signedIn(request).staff.enterpriseName);
      return ok(
        await buyerView(db, actor.enterpriseUid, outcome.result.uid, at),
        say(request, purchasingMessages.published),
      );
    },
  );

  /** One detail for both sides: the owner gets the buyer's view, an invited supplier its own (uid: request or notice id). */
  app.get(
    '/api/purchasing/requests/:uid',
    { schema: { params: requestParams, tags, response: answers(purchaseRequestAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const at = now();
      return ok(
        actor.enterpriseKind === 'factory'
          ? await buyerView(db, actor.enterpriseUid, request.params.uid, at)
          : await supplierView(db, actor.enterpriseUid, request.params.uid, at),
      );
    },
  );

  app.put(
    '/api/purchasing/requests/:uid/bid',
    { schema: { params: requestParams, body: bidBody, tags, response: answers(supplierRequestAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      if (actor.enterpriseKind === 'factory') throw notFound();
      const at = now();
      await submitBid(db, actor, request.params.uid, request.body, at);
      return ok(
        await supplierView(db, actor.enterpriseUid, request.params.uid, at),
        say(request, purchasingMessages.bidSaved),
      );
    },
  );

  app.post(
    '/api/purchasing/requests/:uid/award',
    { schema: { params: requestParams, body: awardBody, tags, response: answers(buyerRequestAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      buyersOnly(actor);
      const at = now();
      const outcome = await awardBids(db, actor, request.params.uid, request.body.bidUids, at);
      await tell(app, outcome, signedIn(request).staff.enterpriseName);
      return ok(
        await buyerView(db, actor.enterpriseUid, request.params.uid, at),
        say(request, purchasingMessages.awarded),
      );
    },
  );

  app.post(
    '/api/purchasing/requests/:uid/cancel',
    { schema: { params: requestParams, tags, response: answers(buyerRequestAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      buyersOnly(actor);
      const at = now();
      const outcome = await cancelRequest(db, actor, request.params.uid, at);
      await tell(app, outcome, signedIn(request).staff.enterpriseName);
      return ok(
        await buyerView(db, actor.enterpriseUid, request.params.uid, at),
        say(request, purchasingMessages.cancelled),
      );
    },
  );

  const sendFile = async (reply: import('fastify').FastifyReply, owner: string, uid: string) => {
    const { file, bytes } = await files.readFile({ enterpriseUid: owner, uid });
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(bytes as never); // a file of the type it was stored with, sent as it is
  };

  /** A request's attachment, for its buyer and the invited suppliers. */
  app.get(
    '/api/purchasing/requests/:uid/files/:fileUid',
    { schema: { params: requestFileParams, tags, response: fileAnswer('application/octet-stream') } },
    async (request, reply) => {
      const actor = actorOf(request);
      const row =
        actor.enterpriseKind === 'factory'
          ? await ownRequest(db, actor.enterpriseUid, request.params.uid)
          : await invitedRequest(db, actor.enterpriseUid, request.params.uid);
      if (!row.attachments.includes(request.params.fileUid)) throw notFound();
      return sendFile(reply, row.enterpriseUid, request.params.fileUid);
    },
  );

  /** A bid's attachment: for its supplier, and for the buyer once the bids are open. */
  app.get(
    '/api/purchasing/bids/:bidUid/file',
    { schema: { params: bidParams, tags, response: fileAnswer('application/octet-stream') } },
    async (request, reply) => {
      const actor = actorOf(request);
      const [bid] = await db
        .select()
        .from(purchaseBids)
        .where(and(eq(purchaseBids.uid, request.params.bidUid)));
      if (!bid?.attachmentFileUid) throw notFound();
      if (bid.supplierEnterpriseUid !== actor.enterpriseUid) {
        const row = await ownRequest(db, actor.enterpriseUid, bid.requestUid);
        if (now().getTime() < row.deadline.getTime()) throw notFound();
      }
      return sendFile(reply, bid.supplierEnterpriseUid, bid.attachmentFileUid);
    },
  );
};
