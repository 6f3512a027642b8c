import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { pagingQuery } from '../../../../platform/paging.js';
import { enterpriseMessages as M } from '../messages.js';
import { requireScreen, signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { partnerInvitationRow, partnerInvitedAnswer, partnerRow } from '../../schemas.js';
import {
  answerInvitation,
  incomingInvitations,
  inviteSupplier,
  partnersOf,
  revokeInvitation,
  sentInvitations,
} from '../service/partners.js';

/**
 * Spec 01 §6: a factory or customer invites a supplier enterprise (by its number) from community management;
 * the supplier, registered first, has its administrator accept; the acceptance is recorded as a relationship.
 */
export const partnerRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['community-management'], grantAll);

  app.get(
    '/api/enterprise/partner-invitations',
    {
      schema: {
        querystring: z.object(pagingQuery),
        tags: ['enterprises'],
        response: answers(pageOf(partnerInvitationRow)),
      },
      preHandler: guard,
    },
    async (request) => ok(await sentInvitations(db, signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/enterprise/partner-invitations',
    {
      schema: {
        body: z.object({ supplier_enterprise_no: text(32).min(1) }),
        tags: ['enterprises'],
        response: answers(partnerInvitedAnswer),
      },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const invited = await inviteSupplier(db, caller, request.body.supplier_enterprise_no, request.ip);
      return ok(invited, translate(requestLanguage(request), M.invitationSent));
    },
  );

  app.post(
    '/api/enterprise/partner-invitations/:uid/revoke',
    { schema: { params: uidParams, tags: ['enterprises'], response: answers(nothing) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      await revokeInvitation(db, knownUid(request.params.uid), caller, request.ip);
      return ok(null);
    },
  );

  /** Invitations addressed to the caller's enterprise (the supplier side); any member may see them. */
  app.get(
    '/api/enterprise/partner-invitations/incoming',
    { schema: { tags: ['enterprises'], response: answers(pageOf(partnerInvitationRow)) } },
    async (request) => ok(await incomingInvitations(db, signedInToEnterprise(request).enterpriseUid)),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/api/enterprise/partner-invitations/:uid/${action}`,
      { schema: { params: uidParams, tags: ['enterprises'], response: answers(partnerInvitationRow) } },
      async (request) => {
        const caller = signedInToEnterprise(request);
        const uid = knownUid(request.params.uid);
        const status = action === 'accept' ? 'accepted' : 'declined';
        const invitation = await answerInvitation(db, uid, status, caller, request.ip);
        const language = requestLanguage(request);
        return ok(
          invitation,
          action === 'accept'
            ? translate(language, M.accepted, { name: invitation.enterprise_name })
            : translate(language, M.declined),
        );
      },
    );
  }

  /** The caller's relationships: suppliers and customers it has, and enterprises it serves. */
  app.get(
    '/api/enterprise/partners',
    { schema: { tags: ['enterprises'], response: answers(pageOf(partnerRow)) } },
    async (request) => ok(await partnersOf(db, signedInToEnterprise(request).enterpriseUid)),
  );
};
