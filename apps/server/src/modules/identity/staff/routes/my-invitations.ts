import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import { registrationMessages } from '../../registration/messages.js';
import { staffMessages as M } from '../messages.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { invitationAcceptedAnswer, myStaffInvitationRow } from '../../schemas.js';
import { acceptMyInvitation, declineMyInvitation, myPendingInvitations } from '../service/my-invitations.js';

/**
 * The invited person's side of staff invitations (any signed-in account, no menu needed): the pending
 * invitations to their phone, accept (they become staff with what the invitation names) and decline (the
 * invitation is deleted: the enterprise keeps no trace of the person).
 */
export const myStaffInvitationRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.get(
    '/api/my/staff-invitations',
    { schema: { tags: ['staff'], response: answers(pageOf(myStaffInvitationRow)) } },
    async (request) => ok(await myPendingInvitations(db, signedIn(request).accountUid)),
  );

  app.post(
    '/api/my/staff-invitations/:uid/accept',
    {
      config: { openWhenExpired: true },
      schema: { params: uidParams, tags: ['staff'], response: answers(invitationAcceptedAnswer) },
    },
    async (request) => {
      const caller = signedIn(request);
      const answer = await acceptMyInvitation(db, caller.accountUid, knownUid(request.params.uid), request.ip);
      return ok(
        answer,
        translate(requestLanguage(request), registrationMessages.joined, { name: answer.enterprise_name }),
      );
    },
  );

  app.post(
    '/api/my/staff-invitations/:uid/decline',
    { config: { openWhenExpired: true }, schema: { params: uidParams, tags: ['staff'], response: answers(nothing) } },
    async (request) => {
      const caller = signedIn(request);
      await declineMyInvitation(db, caller.accountUid, knownUid(request.params.uid));
      return ok(null, translate(requestLanguage(request), M.invitationDeclined));
    },
  );
};
