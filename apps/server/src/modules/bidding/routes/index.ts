import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/errors.js';
import { answers } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { assertIdentityAgrees } from '../../../platform/session/identity.js';
import type { SignedIn } from '../../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import {
  biddingCloseBody,
  biddingClosedAnswer,
  biddingNoticeAnswer,
  biddingQueryBody,
  type BiddingIdentity,
} from '../schemas/bidding.js';
import { closeTodos, openNotices } from '../service/bidding.js';
import { fileService } from '../../../platform/files/file.service.js';
import { purchasingRoutes } from './purchasing.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import '../labels.js';

function assertBiddingIdentity(caller: SignedIn, body: BiddingIdentity) {
  const { uid, auth_login_uid, user_id, ...identity } = body;
  assertIdentityAgrees(caller, identity);
  const disagrees =
    (uid !== undefined && uid !== caller.enterpriseUid) ||
    (auth_login_uid !== undefined && auth_login_uid !== caller.staffUid) ||
    (user_id !== undefined && user_id !== caller.accountUid && user_id !== caller.userNo);
  if (disagrees) throw new AppError(403, 'identityMismatch');
}

/**
 * The supplier-bidding notice card (spec 01 §2.8): query the caller's open notices, close them.
 * Both belong to the bidding screen: a caller without the `purchasing-manage` menu gets 403.
 */
const biddingModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const preHandler = requireScreen(['purchasing-manage'], config.grantAllMenus);

  app.post(
    '/api/busiservice.pcbuniontrans.biddingmessagequery',
    {
      config: { openWhenExpired: true },
      schema: { body: biddingQueryBody, tags: ['bidding'], response: answers(z.array(biddingNoticeAnswer)) },
      preHandler,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      assertBiddingIdentity(caller, request.body ?? {});
      return ok(await openNotices(db, { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid }));
    },
  );

  app.post(
    '/api/busiservice.pcbuniontrans.biddingmessageclose',
    { schema: { body: biddingCloseBody, tags: ['bidding'], response: answers(biddingClosedAnswer) }, preHandler },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const { data, ...identity } = request.body;
      assertBiddingIdentity(caller, identity);
      const closed = await closeTodos(
        db,
        { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid },
        data.map((d) => d.todowork_uid),
      );
      return ok({ closed });
    },
  );

  await app.register(purchasingRoutes, {
    db,
    files: fileService({ config, database }),
    grantAll: config.grantAllMenus,
  });
};

export default biddingModule;
