import { and, count, desc, eq, sql } from 'drizzle-orm';
import { checkPhone, checkShortText, firstProblem, int4, PHONE_AREA_CODES, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffInvitations } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { offsetOf, pagingQuery } from '../../../../platform/paging.js';
import { inviteStaff, tellInvitee } from '../invite.js';
import { staffMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { staffInvitationRow, staffInvitedAnswer } from '../../schemas.js';

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
    async (request) => {
      const caller = signedInToEnterprise(request);
      const where = eq(staffInvitations.enterpriseUid, caller.enterpriseUid);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffInvitations)
          .where(where)
          .orderBy(desc(staffInvitations.createdAt))
          .limit(request.query.page_size)
          .offset(offsetOf(request.query)),
        db.select({ n: count() }).from(staffInvitations).where(where),
      ]);
      return ok({
        data: rows.map((r) => ({
          uid: r.uid,
          phone_area_code: r.phoneAreaCode,
          phone: r.phone,
          staff_name: r.staffName,
          department: r.department,
          job_number: r.jobNumber,
          staff_member: r.staffMember ? 1 : 0,
          status: r.status === 'pending' && r.expiresAt.getTime() <= Date.now() ? 'expired' : r.status,
          expires_at: r.expiresAt,
          created_at: r.createdAt,
        })),
        total: total!.n,
      });
    },
  );

  app.post(
    '/api/staff/invitations',
    { schema: { body: inviteBody, tags: ['staff'], response: answers(staffInvitedAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      assertNoProblem(
        firstProblem([
          ['phone', checkPhone(b.phone_area_code, b.phone)],
          ['staff_name', b.staff_name ? checkShortText(b.staff_name) : null],
        ]),
      );
      const invitation = await inviteStaff(
        db,
        caller,
        {
          phoneAreaCode: b.phone_area_code,
          phone: b.phone,
          staffName: b.staff_name,
          department: b.department,
          expiresInDays: b.expires_in_days,
        },
        request.ip,
      );
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
      const enterpriseUid = caller.enterpriseUid;
      const uid = knownUid(request.params.uid);
      const [mine] = await db
        .select({ uid: staffInvitations.uid })
        .from(staffInvitations)
        .where(and(eq(staffInvitations.uid, uid), eq(staffInvitations.enterpriseUid, enterpriseUid)));
      if (!mine) throw new AppError(404, 'notFound');
      await db.transaction(async (tx) => {
        const done = await tx
          .update(staffInvitations)
          .set({ status: 'revoked', decidedAt: sql`now()` })
          .where(
            and(
              eq(staffInvitations.uid, uid),
              eq(staffInvitations.enterpriseUid, enterpriseUid),
              eq(staffInvitations.status, 'pending'),
            ),
          )
          .returning({ uid: staffInvitations.uid });
        if (done.length === 0) throw new AppError(409, M.invitationClosed);
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid,
          entity: 'staff_invitation',
          entityUid: uid,
          action: 'revoke',
          ip: request.ip,
        });
      });
      return ok(null);
    },
  );
};
