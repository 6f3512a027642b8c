import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text, int4 } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import type { AccountDeps } from '../accounts/deps.js';
import { knownUid, uidParams } from '../../../platform/ids.js';
import { pagingQuery } from '../../../platform/paging.js';
import { communityMessages as M } from './messages.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { inviteLinkAnswer, inviteLookupAnswer } from '../schemas.js';
import { createInviteLink, inviteLinkPage, lookUpInvite, revokeInviteLink } from './service.js';

const createBody = z.object({
  purpose: z.enum(['member', 'staff']),
  expires_in_days: int4({ min: 1, max: 365 }),
  max_uses: int4({ min: 1, max: 10_000 }),
});

/** Community management: invite links with an expiry and a use limit, revocable; and their public look-up. */
export const inviteLinkRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['community-management'], grantAll);

  app.get(
    '/api/community/invite-links',
    {
      schema: { querystring: z.object(pagingQuery), tags: ['community'], response: answers(pageOf(inviteLinkAnswer)) },
      preHandler: guard,
    },
    async (request) => ok(await inviteLinkPage(db, signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/community/invite-links',
    { schema: { body: createBody, tags: ['community'], response: answers(inviteLinkAnswer) }, preHandler: guard },
    async (request) => {
      const link = await createInviteLink(db, signedInToEnterprise(request), request.body, request.ip);
      return ok(link, translate(requestLanguage(request), M.created));
    },
  );

  app.post(
    '/api/community/invite-links/:uid/revoke',
    { schema: { params: uidParams, tags: ['community'], response: answers(inviteLinkAnswer) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const link = await revokeInviteLink(db, caller, knownUid(request.params.uid), request.ip);
      return ok(link, translate(requestLanguage(request), M.revoked));
    },
  );

  /** Public: what a link leads to, for the join page (no session needed; the code is the secret). */
  app.get(
    '/api/community/invite/:code',
    { schema: { params: z.object({ code: text(64) }), tags: ['community'], response: answers(inviteLookupAnswer) } },
    async (request) => ok(await lookUpInvite(db, request.params.code)),
  );
};
