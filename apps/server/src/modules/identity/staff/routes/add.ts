import { checkPhone, checkShortText, firstProblem, int4, PHONE_AREA_CODES, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { inviteStaff, tellInvitee } from '../invite.js';
import { checkJobNumber } from '../service/job-number.js';
import { staffMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { staffAddedAnswer } from '../../schemas.js';

export const staffFields = {
  staff_name: text(64),
  department: text(50).nullish(),
  job_number: text(32).nullish(),
  staff_member: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
};

const addBody = z.object({
  phone_area_code: z.enum(PHONE_AREA_CODES).default('+86'),
  phone: text(20),
  ...staffFields,
  expires_in_days: int4({ min: 1, max: 90 }).default(7),
});

/**
 * "Add staff" by phone sends an invitation with the name, department, job number and staff-member flag the
 * person will have; they become staff only when they accept it (docs/accounts.md § Staff invitations). The answer
 * is the invitation — nothing of the person (whether they have an account, their name, their e-mail).
 */
export const addStaffRoute: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/staff',
    { schema: { body: addBody, tags: ['staff'], response: answers(staffAddedAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      assertNoProblem(
        firstProblem([
          ['phone', checkPhone(b.phone_area_code, b.phone)],
          ['staff_name', checkShortText(b.staff_name)],
        ]),
      );
      checkJobNumber(b.job_number);
      const invitation = await inviteStaff(
        db,
        caller,
        {
          phoneAreaCode: b.phone_area_code,
          phone: b.phone,
          staffName: b.staff_name,
          department: b.department,
          jobNumber: b.job_number,
          staffMember: b.staff_member === true || b.staff_member === 1,
          expiresInDays: b.expires_in_days,
        },
        request.ip,
      );
      await tellInvitee(app, db, b.phone_area_code, b.phone, caller.staff.enterpriseName);
      return ok(
        {
          invitation: {
            uid: invitation.uid,
            phone_area_code: invitation.phoneAreaCode,
            phone: invitation.phone,
            staff_name: invitation.staffName,
            department: invitation.department,
            job_number: invitation.jobNumber,
            staff_member: invitation.staffMember ? 1 : 0,
            status: invitation.status,
            expires_at: invitation.expiresAt,
          },
          enterprise_no: caller.staff.enterpriseNo,
        },
        translate(requestLanguage(request), M.invitationSent, { phone: `${b.phone_area_code} ${b.phone}` }),
      );
    },
  );
};
