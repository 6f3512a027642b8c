import { and, eq, ne } from 'drizzle-orm';
import { checkShortText, firstProblem } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staff } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { accountMessages } from '../../accounts/messages.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { assertAdministered, lockEnterpriseStaff } from '../service/admin-guard.js';
import { checkJobNumber, staffFields } from './add.js';
import { staffMessages as M } from '../messages.js';
import { findStaffOf, presentStaff, type StaffRow } from '../service/queries.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { staffAnswer } from '../../schemas.js';

const patchBody = z.object({
  ...staffFields,
  staff_name: staffFields.staff_name.optional(),
  is_admin: z.boolean().optional(),
});

/** Only an administrator may change an administrator, or make someone one. */
function assertMayTouch(caller: SignedIn, target: StaffRow, makesAdmin = false) {
  if ((target.is_admin || makesAdmin) && !caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
}

/** Edit name, department, job number, the staff-member flag and the administrator flag; disable and enable. */
export const updateStaffRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.patch(
    '/api/staff/:uid',
    { schema: { params: uidParams, body: patchBody, tags: ['staff'], response: answers(staffAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const enterpriseUid = caller.enterpriseUid;
      const before = await findStaffOf(db, enterpriseUid, knownUid(request.params.uid));
      const b = request.body;
      if (b.staff_name !== undefined) assertNoProblem(firstProblem([['staff_name', checkShortText(b.staff_name)]]));
      checkJobNumber(b.job_number);
      assertMayTouch(caller, before, b.is_admin === true);
      const change = {
        ...(b.staff_name !== undefined && { staffName: b.staff_name.trim() }),
        ...(b.department !== undefined && { department: b.department?.trim() || null }),
        ...(b.job_number !== undefined && { jobNumber: b.job_number?.trim() || null }),
        ...(b.staff_member !== undefined && { staffMember: b.staff_member === true || b.staff_member === 1 }),
        ...(b.is_admin !== undefined && { isAdmin: b.is_admin }),
      };
      try {
        await db.transaction(async (tx) => {
          await lockEnterpriseStaff(tx, enterpriseUid);
          if (Object.keys(change).length)
            await tx
              .update(staff)
              .set(change)
              .where(and(eq(staff.uid, before.staff_uid), eq(staff.enterpriseUid, enterpriseUid)));
          if (b.is_admin === false) await assertAdministered(tx, enterpriseUid);
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid,
            entity: 'staff',
            entityUid: before.staff_uid,
            action: 'update',
            before: presentStaff(before),
            after: b,
            ip: request.ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'staff_enterprise_job_number_unique'))
          throw new AppError(409, M.jobNumberTaken, { job: b.job_number ?? '' }, 0, 'job_number');
        throw error;
      }
      return ok(
        presentStaff(await findStaffOf(db, enterpriseUid, before.staff_uid)),
        translate(requestLanguage(request), M.saved),
      );
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/api/staff/:uid/${action}`,
      { schema: { params: uidParams, tags: ['staff'], response: answers(staffAnswer) } },
      async (request) => {
        const caller = signedInToEnterprise(request);
        const enterpriseUid = caller.enterpriseUid;
        const target = await findStaffOf(db, enterpriseUid, knownUid(request.params.uid));
        assertMayTouch(caller, target);
        const status = action === 'disable' ? 'disabled' : 'active';
        await db.transaction(async (tx) => {
          await lockEnterpriseStaff(tx, enterpriseUid);
          await tx
            .update(staff)
            .set({ status })
            .where(
              and(eq(staff.uid, target.staff_uid), eq(staff.enterpriseUid, enterpriseUid), ne(staff.status, status)),
            );
          // A disabled member's sessions in this enterprise stop at once: the session plugin reads the staff status.
          if (action === 'disable') await assertAdministered(tx, enterpriseUid);
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid,
            entity: 'staff',
            entityUid: target.staff_uid,
            action,
            before: { status: target.status },
            after: { status },
            ip: request.ip,
          });
        });
        return ok(
          presentStaff(await findStaffOf(db, enterpriseUid, target.staff_uid)),
          translate(requestLanguage(request), M.saved),
        );
      },
    );
  }
};
