import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterprises, staffInvitations } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { registrationMessages as M } from '../../registration/messages.js';

const none = () => new AppError(404, M.noInvitation, {}, 0, 'cimforceNoEnter');

/** What joining takes from an invitation (select it joined to its enterprise). */
export const invitationForJoining = {
  uid: staffInvitations.uid,
  enterpriseUid: staffInvitations.enterpriseUid,
  enterpriseName: enterprises.name,
  staffName: staffInvitations.staffName,
  department: staffInvitations.department,
  jobNumber: staffInvitations.jobNumber,
  staffMember: staffInvitations.staffMember,
};

/** The invitations to this phone still open: pending, not expired, from an active enterprise (joined in the query). */
export const pendingFor = (phone: { areaCode: string; phone: string }) =>
  and(
    eq(staffInvitations.phoneAreaCode, phone.areaCode),
    eq(staffInvitations.phone, phone.phone),
    eq(staffInvitations.status, 'pending'),
    gt(staffInvitations.expiresAt, sql`now()`),
    eq(enterprises.status, 'active'),
  );

/** The pending invitation of enterprise number `enterpriseNo` for this phone, or "no invitation for this user was found". */
export async function findPendingInvitation(db: Database, enterpriseNo: string, areaCode: string, phone: string) {
  const [row] = await db
    .select(invitationForJoining)
    .from(staffInvitations)
    .innerJoin(enterprises, eq(enterprises.uid, staffInvitations.enterpriseUid))
    .where(and(eq(enterprises.enterpriseNo, enterpriseNo.trim()), pendingFor({ areaCode, phone })))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(1);
  if (!row) throw none();
  return row;
}

/** Marks it accepted with a compare-and-set (pending → accepted). */
export async function acceptInvitation(tx: Database, uid: string, accountUid: string): Promise<void> {
  const done = await tx
    .update(staffInvitations)
    .set({ status: 'accepted', acceptedBy: accountUid, decidedAt: sql`now()` })
    .where(and(eq(staffInvitations.uid, uid), eq(staffInvitations.status, 'pending')))
    .returning({ uid: staffInvitations.uid });
  if (done.length === 0) throw none();
}
