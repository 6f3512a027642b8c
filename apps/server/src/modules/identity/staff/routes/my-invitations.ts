import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../../db/client.js';
import { accounts, enterprises, staffInvitations } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import { joinAsStaff } from '../../registration/service.js';
import { registrationMessages } from '../../registration/messages.js';
import { acceptInvitation, invitationForJoining, pendingFor } from '../service/invitation-use.js';
import { staffMessages as M } from '../messages.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { invitationAcceptedAnswer, myStaffInvitationRow } from '../../schemas.js';

const none = () => new AppError(404, registrationMessages.noInvitation);

/** The signed-in account's own verified phone: invitations are addressed to it. */
async function ownPhone(db: Database, accountUid: string) {
  const [row] = await db
    .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  return row?.phone && row.areaCode ? { areaCode: row.areaCode, phone: row.phone, name: row.name } : null;
}

/**
 * The invited person's side of staff invitations (any signed-in account, no menu needed): the pending
 * invitations to their phone, accept (they become staff with what the invitation names) and decline (the
 * invitation is deleted: the enterprise keeps no trace of the person).
 */
export const myStaffInvitationRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.get(
    '/api/my/staff-invitations',
    { schema: { tags: ['staff'], response: answers(pageOf(myStaffInvitationRow)) } },
    async (request) => {
      const caller = signedIn(request);
      const phone = await ownPhone(db, caller.accountUid);
      if (!phone) return ok({ data: [], total: 0 });
      const rows = await db
        .select({
          uid: staffInvitations.uid,
          enterprise_uid: enterprises.uid,
          enterprise_name: enterprises.name,
          enterprise_no: enterprises.enterpriseNo,
          enterprise_kind: enterprises.kind,
          staff_name: staffInvitations.staffName,
          department: staffInvitations.department,
          expires_at: staffInvitations.expiresAt,
          created_at: staffInvitations.createdAt,
        })
        .from(staffInvitations)
        .innerJoin(enterprises, eq(enterprises.uid, staffInvitations.enterpriseUid))
        .where(pendingFor(phone))
        .orderBy(asc(staffInvitations.createdAt));
      return ok({ data: rows, total: rows.length });
    },
  );

  app.post(
    '/api/my/staff-invitations/:uid/accept',
    {
      config: { openWhenExpired: true },
      schema: { params: uidParams, tags: ['staff'], response: answers(invitationAcceptedAnswer) },
    },
    async (request) => {
      const caller = signedIn(request);
      const phone = await ownPhone(db, caller.accountUid);
      if (!phone) throw none();
      const uid = knownUid(request.params.uid);
      const answer = await db.transaction(async (tx) => {
        const [invitation] = await tx
          .select(invitationForJoining)
          .from(staffInvitations)
          .innerJoin(enterprises, eq(enterprises.uid, staffInvitations.enterpriseUid))
          .where(and(eq(staffInvitations.uid, uid), pendingFor(phone)));
        if (!invitation) throw none();
        await acceptInvitation(tx, invitation.uid, caller.accountUid);
        const joined = await joinAsStaff(
          tx,
          invitation.enterpriseUid,
          { uid: caller.accountUid, name: phone.name, phone: phone.phone },
          invitation,
        );
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: invitation.enterpriseUid,
          entity: 'staff',
          entityUid: joined.uid,
          action: 'join',
          after: { by: 'staff_invitation', invitation_uid: invitation.uid },
          ip: request.ip,
        });
        return {
          enterprise_uid: invitation.enterpriseUid,
          enterprise_name: invitation.enterpriseName,
          staff_uid: joined.uid,
        };
      });
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
      const phone = await ownPhone(db, caller.accountUid);
      if (!phone) throw none();
      const uid = knownUid(request.params.uid);
      const gone = await db
        .delete(staffInvitations)
        .where(
          and(
            eq(staffInvitations.uid, uid),
            eq(staffInvitations.phoneAreaCode, phone.areaCode),
            eq(staffInvitations.phone, phone.phone),
            eq(staffInvitations.status, 'pending'),
          ),
        )
        .returning({ uid: staffInvitations.uid });
      if (gone.length === 0) throw none();
      return ok(null, translate(requestLanguage(request), M.invitationDeclined));
    },
  );
};
