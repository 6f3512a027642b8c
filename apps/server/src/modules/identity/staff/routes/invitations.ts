import { int4, PHONE_AREA_CODES, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { pagingQuery } from '../../../../platform/paging.js';
import { tellInvitee } from '../invite.js';
import { staffMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { staffInvitationRow, staffInvitedAnswer } from '../../schemas.js';
import { invitationPage, inviteByPhone, revokeInvitation } from '../service/invitations.js';

const inviteBody = z.object({
  phone_area_code: z.enum(PHONE_AREA_CODES).default('+86'),
  phone: text(20),
  staff_name: text(64).nullish(),
  department: text(50).nullish(),
  expires_in_days: int4({ min: 1, max: 90 }).default(7),
});

/**
 * Invitations by phone number (also what "add staff" sends): the person accepts or declines on their profile
 * page, or accepts with "personal join company" (enterprise number and a code sent to the phone). A newer
 * invitation for the same number replaces the pending one; a declined one is gone.
 */
export const staffInvitationRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.get(
    '/api/staff/invitations',
    { schema: { querystring: z.object(pagingQuery), tags: ['staff'], response: answers(pageOf(staffInvitationRow)) } },
    async (request) => ok(await invitationPage(db, signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/staff/invitations',
    { schema: { body: inviteBody, tags: ['staff'], response: answers(staffInvitedAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      const invitation = await inviteByPhone(db, caller, b, request.ip);
      await tellInvitee(app, db, b.phone_area_code, b.phone, caller.staff.enterpriseName);
      return ok(
        { uid: invitation.uid, enterprise_no: caller.staff.enterpriseNo, expires_at: invitation.expiresAt },
        translate(requestLanguage(request), M.invited, { no: caller.staff.enterpriseNo }),
      );
    },
  );

  app.post(
    '/api/staff/invitations/:uid/revoke',
    { schema: { params: uidParams, tags: ['staff'], response: answers(nothing) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      await revokeInvitation(db, caller, knownUid(request.params.uid), request.ip);
      return ok(null);
    },
  );
};
