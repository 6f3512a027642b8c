import { and, count, desc, eq, sql } from 'drizzle-orm';
import { checkPhone, checkShortText, firstProblem } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { staffInvitations } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { InEnterprise } from '../../../../platform/access/guards.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { offsetOf, type Paging } from '../../../../platform/paging.js';
import { inviteStaff } from '../invite.js';
import { staffMessages as M } from '../messages.js';

/** The enterprise's invitations, newest first, one page; a pending one past its date shows as expired. */
export async function invitationPage(db: Database, enterpriseUid: string, paging: Paging) {
  const where = eq(staffInvitations.enterpriseUid, enterpriseUid);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffInvitations)
      .where(where)
      .orderBy(desc(staffInvitations.createdAt))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(staffInvitations).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      uid: r.uid,
      phone_area_code: r.phoneAreaCode,
      phone: r.phone,
      staff_name: r.staffName,
      department: r.department,
      job_number: r.jobNumber,
      staff_member: r.staffMember ? (1 as const) : (0 as const),
      status: r.status === 'pending' && r.expiresAt.getTime() <= Date.now() ? ('expired' as const) : r.status,
      expires_at: r.expiresAt,
      created_at: r.createdAt,
    })),
    total: total!.n,
  };
}

/** An invitation to a phone number, its fields checked first. */
export async function inviteByPhone(
  db: Database,
  caller: InEnterprise,
  b: {
    phone_area_code: string;
    phone: string;
    staff_name?: string | null;
    department?: string | null;
    expires_in_days: number;
  },
  ip: string,
) {
  assertNoProblem(
    firstProblem([
      ['phone', checkPhone(b.phone_area_code, b.phone)],
      ['staff_name', b.staff_name ? checkShortText(b.staff_name) : null],
    ]),
  );
  return inviteStaff(
    db,
    caller,
    {
      phoneAreaCode: b.phone_area_code,
      phone: b.phone,
      staffName: b.staff_name,
      department: b.department,
      expiresInDays: b.expires_in_days,
    },
    ip,
  );
}

/** Withdraws one of the enterprise's pending invitations (compare-and-set, audited). */
export async function revokeInvitation(db: Database, caller: InEnterprise, uid: string, ip: string) {
  const enterpriseUid = caller.enterpriseUid;
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
      ip,
    });
  });
}
