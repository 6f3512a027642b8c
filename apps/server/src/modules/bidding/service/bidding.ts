import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { biddingNotices, biddingTodos, enterprises, staff } from '../../../db/schema/index.js';

export interface BiddingNoticeItem {
  uid: string;
  todowork_uid: string;
  bidding_doccode: string;
  mat_name: string;
  /** The buying enterprise's name. */
  entp_name: string;
  standard_request_details_no: string;
}

/** The caller's open bidding notices in the enterprise it is signed into (spec 01 §2.8), oldest first. */
export async function openNotices(
  db: Database,
  caller: { accountUid: string; enterpriseUid: string },
): Promise<BiddingNoticeItem[]> {
  return db
    .select({
      uid: biddingNotices.uid,
      todowork_uid: biddingTodos.uid,
      bidding_doccode: biddingNotices.biddingDoccode,
      mat_name: biddingNotices.matName,
      entp_name: enterprises.name,
      standard_request_details_no: biddingNotices.standardRequestDetailsNo,
    })
    .from(biddingTodos)
    .innerJoin(biddingNotices, eq(biddingNotices.uid, biddingTodos.noticeUid))
    .innerJoin(enterprises, eq(enterprises.uid, biddingNotices.buyerEnterpriseUid))
    .where(
      and(
        eq(biddingTodos.accountUid, caller.accountUid),
        eq(biddingTodos.enterpriseUid, caller.enterpriseUid),
        isNull(biddingTodos.closedAt),
      ),
    )
    .orderBy(asc(biddingTodos.createdAt), asc(biddingTodos.uid));
}

/**
 * Closes the caller's own open to-do rows among `todoUids`; rows of other people or enterprises are ignored
 * (the answer tells how many were closed, never whose the others are).
 */
export async function closeTodos(
  db: Database,
  caller: { accountUid: string; enterpriseUid: string },
  todoUids: string[],
): Promise<number> {
  const closed = await db
    .update(biddingTodos)
    .set({ closedAt: new Date() })
    .where(
      and(
        inArray(biddingTodos.uid, todoUids),
        eq(biddingTodos.accountUid, caller.accountUid),
        eq(biddingTodos.enterpriseUid, caller.enterpriseUid),
        isNull(biddingTodos.closedAt),
      ),
    )
    .returning({ uid: biddingTodos.uid });
  return closed.length;
}

export interface NewBiddingNotice {
  biddingDoccode: string;
  matName: string;
  standardRequestDetailsNo: string;
  buyerEnterpriseUid: string;
  supplierEnterpriseUid: string;
}

/**
 * Sends a bidding notice to a supplier enterprise: the notice and one open to-do for each active staff member
 * of the supplier, in one transaction. Returns the notice id and the accounts that got a to-do.
 * (Purchasing screens will call this; the demo seed does today.)
 */
export async function sendBiddingNotice(
  db: Database,
  notice: NewBiddingNotice,
): Promise<{ uid: string; accountUids: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(biddingNotices).values(notice).returning({ uid: biddingNotices.uid });
    const members = await tx
      .select({ accountUid: staff.accountUid })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, notice.supplierEnterpriseUid), eq(staff.status, 'active')));
    if (members.length) {
      await tx.insert(biddingTodos).values(
        members.map((m) => ({
          noticeUid: row!.uid,
          accountUid: m.accountUid,
          enterpriseUid: notice.supplierEnterpriseUid,
        })),
      );
    }
    return { uid: row!.uid, accountUids: members.map((m) => m.accountUid) };
  });
}
