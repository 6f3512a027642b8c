import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterprises, inviteLinks } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../http/errors.js';
import { recordAudit } from '../../../platform/audit.js';
import type { InEnterprise } from '../../../platform/access/guards.js';
import { offsetOf, type Paging } from '../../../platform/paging.js';
import { registrationMessages as M } from '../registration/messages.js';
import { communityMessages } from './messages.js';

const invalid = () => new AppError(400, M.inviteInvalid, {}, 0, 'tenantid');

const usable = () =>
  and(
    isNull(inviteLinks.revokedAt),
    gt(inviteLinks.expiresAt, sql`now()`),
    lt(inviteLinks.useCount, inviteLinks.maxUses),
  );

/** The invite link behind `tenantid` (its code), if it is still usable; `enterpriseUid` and `flag` must agree with it. */
export async function findUsableLink(db: Database, code: string, expect: { enterpriseUid?: string; purpose?: string }) {
  const [link] = await db
    .select({
      uid: inviteLinks.uid,
      enterpriseUid: inviteLinks.enterpriseUid,
      purpose: inviteLinks.purpose,
      enterpriseName: enterprises.name,
      enterpriseStatus: enterprises.status,
    })
    .from(inviteLinks)
    .innerJoin(enterprises, eq(enterprises.uid, inviteLinks.enterpriseUid))
    .where(and(eq(inviteLinks.code, code), usable()))
    .limit(1);
  if (!link || link.enterpriseStatus !== 'active') throw invalid();
  if (expect.enterpriseUid && expect.enterpriseUid !== link.enterpriseUid) throw invalid();
  if (expect.purpose && expect.purpose !== link.purpose) throw invalid();
  return link;
}

/** Counts one use with a compare-and-set: two people cannot take the last use. */
export async function useLink(tx: Database, uid: string): Promise<void> {
  const used = await tx
    .update(inviteLinks)
    .set({ useCount: sql`${inviteLinks.useCount} + 1` })
    .where(and(eq(inviteLinks.uid, uid), usable()))
    .returning({ uid: inviteLinks.uid });
  if (used.length === 0) throw invalid();
}

type LinkRow = typeof inviteLinks.$inferSelect;

const stateOf = (r: LinkRow): 'revoked' | 'expired' | 'used_up' | 'active' =>
  r.revokedAt
    ? 'revoked'
    : r.expiresAt.getTime() <= Date.now()
      ? 'expired'
      : r.useCount >= r.maxUses
        ? 'used_up'
        : 'active';

/** The two addresses of a link: the short one and the login page's registration entry (spec 01 §2.4). */
export function linkPaths(r: Pick<LinkRow, 'code' | 'enterpriseUid' | 'purpose'>) {
  const q = new URLSearchParams({
    enterpriseuid: r.enterpriseUid,
    tenantid: r.code,
    flag: r.purpose,
    type: 'invite',
    to_regist: '1',
  });
  return { short_path: `/join/index?code=${r.code}`, register_path: `/login?${q.toString()}` };
}

const present = (r: LinkRow) => ({
  uid: r.uid,
  code: r.code,
  purpose: r.purpose,
  max_uses: r.maxUses,
  use_count: r.useCount,
  expires_at: r.expiresAt,
  revoked_at: r.revokedAt,
  created_at: r.createdAt,
  state: stateOf(r),
  ...linkPaths(r),
});

/** The enterprise's invite links, newest first, one page. */
export async function inviteLinkPage(db: Database, enterpriseUid: string, paging: Paging) {
  const where = eq(inviteLinks.enterpriseUid, enterpriseUid);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inviteLinks)
      .where(where)
      .orderBy(desc(inviteLinks.createdAt))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(inviteLinks).where(where),
  ]);
  return { data: rows.map(present), total: total!.n };
}

export interface NewInviteLink {
  purpose: 'member' | 'staff';
  expires_in_days: number;
  max_uses: number;
}

/** A new invite link with a random code, an expiry and a use limit (audited). */
export async function createInviteLink(db: Database, caller: InEnterprise, b: NewInviteLink, ip: string) {
  const row = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(inviteLinks)
      .values({
        enterpriseUid: caller.enterpriseUid,
        code: randomBytes(9).toString('base64url'),
        purpose: b.purpose,
        maxUses: b.max_uses,
        expiresAt: sql`now() + make_interval(days => ${b.expires_in_days})`,
        createdBy: caller.accountUid,
      })
      .returning();
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'invite_link',
      entityUid: link!.uid,
      action: 'create',
      after: b,
      ip,
    });
    return link!;
  });
  return present(row);
}

/** Revokes one of the enterprise's links; a link revoked already is a conflict. */
export async function revokeInviteLink(db: Database, caller: InEnterprise, uid: string, ip: string) {
  const enterpriseUid = caller.enterpriseUid;
  const [mine] = await db
    .select({ uid: inviteLinks.uid })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.uid, uid), eq(inviteLinks.enterpriseUid, enterpriseUid)));
  if (!mine) throw notFound();
  const row = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(inviteLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(inviteLinks.uid, uid), eq(inviteLinks.enterpriseUid, enterpriseUid), isNull(inviteLinks.revokedAt)))
      .returning();
    if (!done) throw new AppError(409, communityMessages.alreadyRevoked);
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid,
      entity: 'invite_link',
      entityUid: uid,
      action: 'revoke',
      ip,
    });
    return done;
  });
  return present(row);
}

/** What a link leads to, for the public join page, whatever its state. */
export async function lookUpInvite(db: Database, code: string) {
  const [row] = await db
    .select({ link: inviteLinks, enterpriseName: enterprises.name, enterpriseKind: enterprises.kind })
    .from(inviteLinks)
    .innerJoin(enterprises, eq(enterprises.uid, inviteLinks.enterpriseUid))
    .where(eq(inviteLinks.code, code));
  if (!row) throw notFound();
  return {
    enterprise_uid: row.link.enterpriseUid,
    enterprise_name: row.enterpriseName,
    enterprise_kind: row.enterpriseKind,
    purpose: row.link.purpose,
    state: stateOf(row.link),
    expires_at: row.link.expiresAt,
    ...linkPaths(row.link),
  };
}
