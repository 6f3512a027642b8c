import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterprises, inviteLinks } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { registrationMessages as M } from '../registration/messages.js';

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
