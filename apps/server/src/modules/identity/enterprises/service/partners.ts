import { aliasedTable, and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterprisePartners, enterprises, partnerInvitations } from '../../../../db/schema/index.js';
import { AppError, notFound } from '../../../../http/errors.js';
import { recordAudit } from '../../../../platform/audit.js';
import { accountMessages } from '../../accounts/messages.js';
import { offsetOf, type Paging } from '../../../../platform/paging.js';
import type { InEnterprise } from '../../../../platform/access/guards.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { enterpriseMessages as M } from '../messages.js';

const inviter = aliasedTable(enterprises, 'inviter');
const invitee = aliasedTable(enterprises, 'invitee');

const invitationColumns = {
  uid: partnerInvitations.uid,
  status: partnerInvitations.status,
  relation: partnerInvitations.relation,
  created_at: partnerInvitations.createdAt,
  decided_at: partnerInvitations.decidedAt,
  enterprise_uid: inviter.uid,
  enterprise_no: inviter.enterpriseNo,
  enterprise_name: inviter.name,
  enterprise_kind: inviter.kind,
  partner_enterprise_uid: invitee.uid,
  partner_enterprise_no: invitee.enterpriseNo,
  partner_enterprise_name: invitee.name,
};

const selectInvitations = (db: Database) =>
  db
    .select(invitationColumns)
    .from(partnerInvitations)
    .innerJoin(inviter, eq(inviter.uid, partnerInvitations.enterpriseUid))
    .innerJoin(invitee, eq(invitee.uid, partnerInvitations.partnerEnterpriseUid));

function assertSupplierAdmin(caller: SignedIn) {
  if (!caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
}

/** The invitations the caller's enterprise has sent, newest first, one page. */
export async function sentInvitations(db: Database, enterpriseUid: string, paging: Paging) {
  const where = eq(partnerInvitations.enterpriseUid, enterpriseUid);
  const [rows, [total]] = await Promise.all([
    selectInvitations(db)
      .where(where)
      .orderBy(desc(partnerInvitations.createdAt))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(partnerInvitations).where(where),
  ]);
  return { data: rows, total: total!.n };
}

/** A factory or customer invites an active supplier enterprise, found by its number. */
export async function inviteSupplier(db: Database, caller: InEnterprise, supplierNo: string, ip: string) {
  if (caller.staff.enterpriseKind !== 'factory' && caller.staff.enterpriseKind !== 'customer')
    throw new AppError(403, M.invitersOnly);
  const enterpriseUid = caller.enterpriseUid;
  const [supplier] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.enterpriseNo, supplierNo.trim()), eq(enterprises.status, 'active')));
  if (!supplier) throw new AppError(404, M.noSuchEnterprise, {}, 0, 'supplier_enterprise_no');
  if (supplier.kind !== 'supplier') throw new AppError(400, M.suppliersOnly, {}, 0, 'supplier_enterprise_no');
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner:${enterpriseUid}:${supplier.uid}`}))`);
    const [partner] = await tx
      .select({ uid: enterprisePartners.uid })
      .from(enterprisePartners)
      .where(
        and(
          eq(enterprisePartners.enterpriseUid, enterpriseUid),
          eq(enterprisePartners.partnerEnterpriseUid, supplier.uid),
          eq(enterprisePartners.relation, 'supplier'),
        ),
      );
    if (partner) throw new AppError(409, M.alreadyPartner);
    const [pending] = await tx
      .select({ uid: partnerInvitations.uid })
      .from(partnerInvitations)
      .where(
        and(
          eq(partnerInvitations.enterpriseUid, enterpriseUid),
          eq(partnerInvitations.partnerEnterpriseUid, supplier.uid),
          eq(partnerInvitations.status, 'pending'),
        ),
      );
    if (pending) throw new AppError(409, M.alreadyInvited);
    const [created] = await tx
      .insert(partnerInvitations)
      .values({
        enterpriseUid,
        partnerEnterpriseUid: supplier.uid,
        relation: 'supplier',
        invitedBy: caller.accountUid,
      })
      .returning();
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid,
      entity: 'partner_invitation',
      entityUid: created!.uid,
      action: 'invite',
      after: { supplier: supplier.enterpriseNo },
      ip,
    });
    return created!;
  });
  return {
    uid: row.uid,
    status: row.status,
    partner_enterprise_no: supplier.enterpriseNo,
    partner_enterprise_name: supplier.name,
  };
}

/** Invitations addressed to the enterprise (the supplier side). */
export async function incomingInvitations(db: Database, enterpriseUid: string) {
  const rows = await selectInvitations(db)
    .where(eq(partnerInvitations.partnerEnterpriseUid, enterpriseUid))
    .orderBy(desc(partnerInvitations.createdAt))
    .limit(100);
  return { data: rows, total: rows.length };
}

/** The inviter withdraws its own pending invitation. */
export function revokeInvitation(db: Database, uid: string, caller: InEnterprise, ip: string) {
  return decide(db, uid, eq(partnerInvitations.enterpriseUid, caller.enterpriseUid), 'revoked', caller, ip);
}

/** The invited supplier's administrator accepts or declines. */
export function answerInvitation(
  db: Database,
  uid: string,
  status: 'accepted' | 'declined',
  caller: InEnterprise,
  ip: string,
) {
  return decide(db, uid, eq(partnerInvitations.partnerEnterpriseUid, caller.enterpriseUid), status, caller, ip);
}

/** Moves a pending invitation on (compare-and-set); accepting records the relationship in the same transaction. */
async function decide(
  db: Database,
  uid: string,
  side: ReturnType<typeof eq>,
  status: 'accepted' | 'declined' | 'revoked',
  caller: SignedIn,
  ip: string,
) {
  const [invitation] = await selectInvitations(db).where(and(eq(partnerInvitations.uid, uid), side));
  if (!invitation) throw notFound();
  if (status !== 'revoked') assertSupplierAdmin(caller);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(partnerInvitations)
      .set({ status, decidedBy: caller.accountUid, decidedAt: sql`now()` })
      .where(and(eq(partnerInvitations.uid, uid), side, eq(partnerInvitations.status, 'pending')))
      .returning({ uid: partnerInvitations.uid });
    if (moved.length === 0) throw new AppError(409, M.invitationClosed);
    if (status === 'accepted') {
      await tx
        .insert(enterprisePartners)
        .values({
          enterpriseUid: invitation.enterprise_uid,
          partnerEnterpriseUid: invitation.partner_enterprise_uid,
          relation: invitation.relation,
          invitationUid: uid,
        })
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'partner_invitation',
      entityUid: uid,
      action: status,
      before: { status: 'pending' },
      after: { status },
      ip,
    });
  });
  return { ...invitation, status };
}

/** The enterprise's relationships: suppliers and customers it has, and enterprises it serves. */
export async function partnersOf(db: Database, enterpriseUid: string) {
  const rows = await db
    .select({
      uid: enterprisePartners.uid,
      relation: enterprisePartners.relation,
      created_at: enterprisePartners.createdAt,
      enterprise_uid: inviter.uid,
      enterprise_name: inviter.name,
      partner_enterprise_uid: invitee.uid,
      partner_enterprise_name: invitee.name,
    })
    .from(enterprisePartners)
    .innerJoin(inviter, eq(inviter.uid, enterprisePartners.enterpriseUid))
    .innerJoin(invitee, eq(invitee.uid, enterprisePartners.partnerEnterpriseUid))
    .where(
      or(
        eq(enterprisePartners.enterpriseUid, enterpriseUid),
        eq(enterprisePartners.partnerEnterpriseUid, enterpriseUid),
      ),
    )
    .orderBy(desc(enterprisePartners.createdAt))
    .limit(500);
  return { data: rows, total: rows.length };
}
