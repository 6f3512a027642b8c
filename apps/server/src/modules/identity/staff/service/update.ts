import { and, eq, ne } from 'drizzle-orm';
import { checkShortText, firstProblem } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { staff } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { accountMessages } from '../../accounts/messages.js';
import type { InEnterprise } from '../../../../platform/access/guards.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { assertAdministered, lockEnterpriseStaff } from './admin-guard.js';
import { checkJobNumber } from './job-number.js';
import { staffMessages as M } from '../messages.js';
import { findStaffOf, presentStaff, type StaffRow } from './queries.js';

/** The fields a staff edit may change. */
export interface StaffChange {
  staff_name?: string;
  department?: string | null;
  job_number?: string | null;
  staff_member?: boolean | 0 | 1;
  is_admin?: boolean;
}

/** Only an administrator may change an administrator, or make someone one. */
function assertMayTouch(caller: SignedIn, target: StaffRow, makesAdmin = false) {
  if ((target.is_admin || makesAdmin) && !caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
}

/** Edits a staff member (audited); the enterprise keeps an administrator, a job number stays unique. */
export async function updateStaff(db: Database, caller: InEnterprise, staffUid: string, b: StaffChange, ip: string) {
  const enterpriseUid = caller.enterpriseUid;
  const before = await findStaffOf(db, enterpriseUid, staffUid);
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
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_enterprise_job_number_unique'))
      throw new AppError(409, M.jobNumberTaken, { job: b.job_number ?? '' }, 0, 'job_number');
    throw error;
  }
  return presentStaff(await findStaffOf(db, enterpriseUid, before.staff_uid));
}

/** Disables or enables a staff member (audited); a disabled member's sessions in the enterprise stop at once. */
export async function setStaffStatus(
  db: Database,
  caller: InEnterprise,
  staffUid: string,
  action: 'disable' | 'enable',
  ip: string,
) {
  const enterpriseUid = caller.enterpriseUid;
  const target = await findStaffOf(db, enterpriseUid, staffUid);
  assertMayTouch(caller, target);
  const status = action === 'disable' ? 'disabled' : 'active';
  await db.transaction(async (tx) => {
    await lockEnterpriseStaff(tx, enterpriseUid);
    await tx
      .update(staff)
      .set({ status })
      .where(and(eq(staff.uid, target.staff_uid), eq(staff.enterpriseUid, enterpriseUid), ne(staff.status, status)));
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
      ip,
    });
  });
  return presentStaff(await findStaffOf(db, enterpriseUid, target.staff_uid));
}
