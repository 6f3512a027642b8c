import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts, enterprises, staffInvitations } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { recordAudit } from '../../../../platform/audit.js';
import { joinAsStaff } from '../../registration/service.js';
import { registrationMessages } from '../../registration/messages.js';
import { acceptInvitation, invitationForJoining, pendingFor } from './invitation-use.js';

const none = () => new AppError(404, registrationMessages.noInvitation);

/** The signed-in account's own verified phone: invitations are addressed to it. */
async function ownPhone(db: Database, accountUid: string) {
  const [row] = await db
    .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  return row?.phone && row.areaCode ? { areaCode: row.areaCode, phone: row.phone, name: row.name } : null;
}

/** The pending invitations to the account's phone, oldest first (none without a phone). */
export async function myPendingInvitations(db: Database, accountUid: string) {
  const phone = await ownPhone(db, accountUid);
  if (!phone) return { data: [], total: 0 };
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
  return { data: rows, total: rows.length };
}

/** The account becomes staff with what the invitation names, in one transaction (audited). */
export async function acceptMyInvitation(db: Database, accountUid: string, uid: string, ip: string) {
  const phone = await ownPhone(db, accountUid);
  if (!phone) throw none();
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select(invitationForJoining)
      .from(staffInvitations)
      .innerJoin(enterprises, eq(enterprises.uid, staffInvitations.enterpriseUid))
      .where(and(eq(staffInvitations.uid, uid), pendingFor(phone)));
    if (!invitation) throw none();
    await acceptInvitation(tx, invitation.uid, accountUid);
    const joined = await joinAsStaff(
      tx,
      invitation.enterpriseUid,
      { uid: accountUid, name: phone.name, phone: phone.phone },
      invitation,
    );
    await recordAudit(tx, {
      actorAccountUid: accountUid,
      enterpriseUid: invitation.enterpriseUid,
      entity: 'staff',
      entityUid: joined.uid,
      action: 'join',
      after: { by: 'staff_invitation', invitation_uid: invitation.uid },
      ip,
    });
    return {
      enterprise_uid: invitation.enterpriseUid,
      enterprise_name: invitation.enterpriseName,
      staff_uid: joined.uid,
    };
  });
}

/** Declining deletes the invitation: the enterprise keeps no trace of the person. */
export async function declineMyInvitation(db: Database, accountUid: string, uid: string) {
  const phone = await ownPhone(db, accountUid);
  if (!phone) throw none();
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
}
