import { bidAmountCents } from '@pcbunion/core';
import { and, asc, desc, eq, ilike, or, sql, count } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  biddingNotices,
  enterprises,
  purchaseBids,
  purchaseBidVersions,
  purchaseRequests,
  storedFiles,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { recordAudit } from '../../../platform/audit.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import { calendarDate, positiveDecimal, refuse } from '../purchasing.fields.js';
import { purchasingMessages } from '../messages.js';
import type { BidBody, RequestListQuery } from '../schemas/purchasing.js';
import { bidValues, bidView, filesOf, invitedRequest, requestView, type Actor, type Db } from '../purchasing.views.js';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The requests a supplier enterprise is invited to, newest first, each with the supplier's own bid. */
export async function listInvitations(db: Database, supplierUid: string, q: RequestListQuery, now: Date) {
  const r = purchaseRequests;
  const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
  const where = and(
    sql`exists (select 1 from ${biddingNotices} n where n.request_uid = ${r.uid} and n.supplier_enterprise_uid = ${supplierUid})`,
    pattern ? or(ilike(r.requestNo, pattern), ilike(r.name, pattern), ilike(r.specification, pattern)) : undefined,
  );
  const order = orderOf(
    q,
    { requestNo: r.requestNo, name: r.name, deadline: r.deadline, createdAt: r.createdAt },
    desc(r.createdAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: r, buyerName: enterprises.name, bid: purchaseBids })
      .from(r)
      .innerJoin(enterprises, eq(enterprises.uid, r.enterpriseUid))
      .leftJoin(
        purchaseBids,
        and(eq(purchaseBids.requestUid, r.uid), eq(purchaseBids.supplierEnterpriseUid, supplierUid)),
      )
      .where(where)
      .orderBy(order, desc(r.createdAt), r.uid)
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return {
    data: rows.map(({ row, buyerName, bid }) => ({
      ...requestView(row, now),
      buyerName,
      myBid: bid ? bidView(bid) : null,
    })),
    total: total!.n,
  };
}

/** The supplier's view: the request, its attachments and the supplier's own bid with every version — nobody else's. */
export async function supplierView(db: Db, supplierUid: string, uid: string, now: Date) {
  const request = await invitedRequest(db, supplierUid, uid);
  const [buyer] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.uid, request.enterpriseUid));
  const [bid] = await db
    .select()
    .from(purchaseBids)
    .where(and(eq(purchaseBids.requestUid, request.uid), eq(purchaseBids.supplierEnterpriseUid, supplierUid)));
  const versions = bid
    ? await db
        .select()
        .from(purchaseBidVersions)
        .where(eq(purchaseBidVersions.bidUid, bid.uid))
        .orderBy(asc(purchaseBidVersions.version))
    : [];
  const attachment = bid?.attachmentFileUid ? await filesOf(db, supplierUid, [bid.attachmentFileUid]) : [];
  return {
    role: 'supplier' as const,
    request: {
      ...requestView(request, now),
      buyerName: buyer?.name ?? '',
      attachments: await filesOf(db, request.enterpriseUid, request.attachments),
    },
    myBid: bid ? { ...bidView(bid), attachment: attachment[0] ?? null, versions: versions.map(bidValues) } : null,
  };
}

type BidRow = typeof purchaseBids.$inferSelect;
type BidFields = Pick<
  BidRow,
  'unitPrice' | 'quantity' | 'amountCents' | 'deliveryDate' | 'validUntil' | 'remarks' | 'attachmentFileUid'
>;
const sameBid = (a: BidFields, b: BidFields) =>
  Number(a.unitPrice) === Number(b.unitPrice) &&
  Number(a.quantity) === Number(b.quantity) &&
  a.amountCents === b.amountCents &&
  a.deliveryDate === b.deliveryDate &&
  a.validUntil === b.validUntil &&
  a.remarks === b.remarks &&
  a.attachmentFileUid === b.attachmentFileUid;

/**
 * Submits or changes the supplier's bid. Refused with 409 from the deadline on (the clock of the server), or
 * when `expectedVersion` is not the stored one; each change is a new version, the old ones are kept, and a bid
 * sent again unchanged is answered as it stands.
 */
export async function submitBid(db: Database, actor: Actor, uid: string, body: BidBody, now: Date) {
  const unitPrice = positiveDecimal('unitPrice', body.unitPrice, 'unitPrice');
  const quantity = positiveDecimal('quantity', body.quantity, 'quantity');
  const deliveryDate = calendarDate('deliveryDate', body.deliveryDate);
  const validUntil = calendarDate('validUntil', body.validUntil);
  if (deliveryDate < dayOf(now)) throw refuse('deliveryDate', purchasingMessages.dateBeforeToday);
  return db.transaction(async (tx) => {
    const request = await invitedRequest(tx, actor.enterpriseUid, uid, true);
    if (request.status !== 'open' || now.getTime() >= request.deadline.getTime())
      throw new AppError(409, purchasingMessages.biddingClosed);
    if (validUntil < dayOf(request.deadline))
      throw refuse('validUntil', purchasingMessages.validityBeforeDeadline, { date: dayOf(request.deadline) });
    if (body.attachmentFileUid) {
      const [own] = await tx
        .select({ uid: storedFiles.uid })
        .from(storedFiles)
        .where(and(eq(storedFiles.uid, body.attachmentFileUid), eq(storedFiles.enterpriseUid, actor.enterpriseUid)));
      if (!own) throw refuse('attachmentFileUid', purchasingMessages.notYourFile);
    }
    const values = {
      unitPrice: unitPrice.toFixed(),
      quantity: quantity.toFixed(),
      amountCents: bidAmountCents(unitPrice, quantity),
      deliveryDate,
      validUntil,
      remarks: body.remarks?.trim() ?? '',
      attachmentFileUid: body.attachmentFileUid ?? null,
      submittedBy: actor.accountUid,
      submittedAt: now,
    };
    const [previous] = await tx
      .select()
      .from(purchaseBids)
      .where(
        and(eq(purchaseBids.requestUid, request.uid), eq(purchaseBids.supplierEnterpriseUid, actor.enterpriseUid)),
      );
    const expected = body.expectedVersion ?? previous?.version ?? 0;
    if ((previous?.version ?? 0) !== expected)
      throw new AppError(409, purchasingMessages.bidChanged, { version: previous?.version ?? 0 });
    // The same bid sent again (a second click, Enter in a date field and then the button) is not a change.
    if (previous && sameBid(previous, values)) return previous;
    const [saved] = previous
      ? await tx
          .update(purchaseBids)
          .set({ ...values, version: previous.version + 1 })
          .where(and(eq(purchaseBids.uid, previous.uid), eq(purchaseBids.version, previous.version)))
          .returning()
      : await tx
          .insert(purchaseBids)
          .values({ ...values, requestUid: request.uid, supplierEnterpriseUid: actor.enterpriseUid, version: 1 })
          .returning();
    if (!saved) throw new AppError(409, purchasingMessages.bidChanged, { version: (previous?.version ?? 0) + 1 });
    await tx.insert(purchaseBidVersions).values({ ...values, bidUid: saved.uid, version: saved.version });
    await recordAudit(tx, {
      actorAccountUid: actor.accountUid,
      enterpriseUid: actor.enterpriseUid,
      entity: 'purchase_bid',
      entityUid: saved.uid,
      action: previous ? 'change_bid' : 'bid',
      before: previous ? bidValues(previous) : null,
      after: bidValues(saved),
      ip: actor.ip,
    });
    return saved;
  });
}
