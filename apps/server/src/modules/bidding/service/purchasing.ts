import { BIDDING_LIMITS, type PurchaseRequestPhase } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  biddingNotices,
  biddingTodos,
  enterprisePartners,
  enterprises,
  purchaseBids,
  purchaseBidVersions,
  purchaseRequests,
  staff,
  storedFiles,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { recordAudit } from '../../../platform/audit.js';
import { nextSerial } from '../../../platform/business-numbers.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import { positiveDecimal, refuse, requiredText } from '../purchasing.fields.js';
import { purchasingMessages } from '../messages.js';
import type { PublishBody, RequestListQuery } from '../schemas/purchasing.js';
import {
  bidValues,
  bidView,
  filesOf,
  ownRequest,
  requestView,
  type Actor,
  type Db,
  type RequestRow,
  type Tx,
} from '../purchasing.views.js';

/** Who must be told what once a change is committed (the routes send it through app.notifier). */
export interface Outcome<T> {
  result: T;
  notices: Array<{
    accountUids: string[];
    enterpriseUid: string;
    kind: 'invited' | 'won' | 'lost' | 'cancelled';
    request: RequestRow;
    noticeUid?: string;
  }>;
}

export function buyersOnly(actor: Actor) {
  if (actor.enterpriseKind !== 'factory') throw new AppError(403, purchasingMessages.buyersOnly);
}

export async function activeStaffOf(db: Db, enterpriseUid: string): Promise<string[]> {
  const rows = await db
    .select({ accountUid: staff.accountUid })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.status, 'active')));
  return rows.map((r) => r.accountUid);
}

/** The factory's suppliers (accepted partners), for choosing whom to invite. */
export async function suppliersOf(db: Db, enterpriseUid: string) {
  return db
    .select({ uid: enterprises.uid, name: enterprises.name, enterpriseNo: enterprises.enterpriseNo })
    .from(enterprisePartners)
    .innerJoin(enterprises, eq(enterprises.uid, enterprisePartners.partnerEnterpriseUid))
    .where(and(eq(enterprisePartners.enterpriseUid, enterpriseUid), eq(enterprisePartners.relation, 'supplier')))
    .orderBy(asc(enterprises.name));
}

interface PublishValues {
  kind: 'material' | 'service';
  name: string;
  specification: string;
  quantity: string;
  unit: string;
  deadline: Date;
  deliveryPlace: string;
  remarks: string;
  attachments: string[];
  audience: 'chosen' | 'all';
  supplierUids: string[];
}

export function checkPublish(body: PublishBody, now: Date): PublishValues {
  const name = requiredText('name', body.name);
  const quantity = positiveDecimal('quantity', body.quantity, 'quantity');
  if (!body.deadline?.trim()) throw refuse('deadline', 'required');
  const deadline = new Date(body.deadline.trim());
  if (Number.isNaN(deadline.getTime()) || !/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(body.deadline))
    throw refuse('deadline', purchasingMessages.badDateTime);
  if (deadline.getTime() < now.getTime() + BIDDING_LIMITS.minLeadMs)
    throw refuse('deadline', purchasingMessages.deadlineTooSoon);
  if (deadline.getTime() > now.getTime() + BIDDING_LIMITS.maxLeadMs)
    throw refuse('deadline', purchasingMessages.deadlineTooFar);
  const deliveryPlace = requiredText('deliveryPlace', body.deliveryPlace);
  const supplierUids = [...new Set(body.supplierUids ?? [])];
  if (body.audience === 'chosen' && supplierUids.length === 0) throw refuse('supplierUids', 'required');
  return {
    kind: body.kind,
    name,
    specification: body.specification?.trim() ?? '',
    quantity: quantity.toFixed(),
    unit: body.unit?.trim() ?? '',
    deadline,
    deliveryPlace,
    remarks: body.remarks?.trim() ?? '',
    attachments: [...new Set(body.attachments ?? [])],
    audience: body.audience,
    supplierUids,
  };
}

/** The next `BD-<year>-<nnnn>` of the enterprise: its counter of the year, above the numbers already used (the demo's). */
async function nextRequestNo(
  tx: Tx,
  enterpriseUid: string,
  now: Date,
): Promise<{ requestNo: string; detailsNo: string }> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .select({ max: sql<string | null>`max(substring(${purchaseRequests.requestNo} from '^BD-\\d{4}-(\\d+)$')::int)` })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.enterpriseUid, enterpriseUid), ilike(purchaseRequests.requestNo, `BD-${year}-%`)));
  const seq = String(await nextSerial(tx, `BD:${enterpriseUid}`, String(year), Number(row?.max ?? 0))).padStart(4, '0');
  return { requestNo: `BD-${year}-${seq}`, detailsNo: `SR-${year}-${seq}-01` };
}

/**
 * Publishes a purchasing request to the chosen suppliers or all of them: the request, one bidding notice per
 * supplier (spec 01 §2.8) with a to-do for each of its active staff, and the audit row, in one transaction.
 */
export async function publishRequest(
  db: Database,
  actor: Actor,
  values: PublishValues,
  now: Date,
  numbers?: { requestNo: string; detailsNo: string },
): Promise<Outcome<RequestRow>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase_requests:${actor.enterpriseUid}`}))`);
    const partners = await suppliersOf(tx, actor.enterpriseUid);
    let suppliers = partners;
    if (values.audience === 'chosen') {
      const stranger = values.supplierUids.find((uid) => !partners.some((p) => p.uid === uid));
      if (stranger) throw refuse('supplierUids', purchasingMessages.notYourSupplier);
      suppliers = partners.filter((p) => values.supplierUids.includes(p.uid));
    }
    if (suppliers.length === 0) throw new AppError(409, purchasingMessages.noSuppliers);
    if (values.attachments.length) {
      const own = await tx
        .select({ uid: storedFiles.uid })
        .from(storedFiles)
        .where(and(eq(storedFiles.enterpriseUid, actor.enterpriseUid), inArray(storedFiles.uid, values.attachments)));
      if (own.length !== values.attachments.length) throw refuse('attachments', purchasingMessages.notYourFile);
    }
    const { supplierUids: _chosen, ...columns } = values;
    const [request] = await tx
      .insert(purchaseRequests)
      .values({
        ...columns,
        ...(numbers ?? (await nextRequestNo(tx, actor.enterpriseUid, now))),
        enterpriseUid: actor.enterpriseUid,
        createdBy: actor.accountUid,
        createdAt: now,
      })
      .returning();
    const notices: Outcome<RequestRow>['notices'] = [];
    for (const supplier of suppliers) {
      const [notice] = await tx
        .insert(biddingNotices)
        .values({
          biddingDoccode: request!.requestNo,
          matName: request!.name,
          standardRequestDetailsNo: request!.detailsNo,
          buyerEnterpriseUid: actor.enterpriseUid,
          supplierEnterpriseUid: supplier.uid,
          requestUid: request!.uid,
        })
        .returning({ uid: biddingNotices.uid });
      const accountUids = await activeStaffOf(tx, supplier.uid);
      if (accountUids.length)
        await tx
          .insert(biddingTodos)
          .values(
            accountUids.map((accountUid) => ({ noticeUid: notice!.uid, accountUid, enterpriseUid: supplier.uid })),
          );
      notices.push({
        accountUids,
        enterpriseUid: supplier.uid,
        kind: 'invited',
        request: request!,
        noticeUid: notice!.uid,
      });
    }
    await recordAudit(tx, {
      actorAccountUid: actor.accountUid,
      enterpriseUid: actor.enterpriseUid,
      entity: 'purchase_request',
      entityUid: request!.uid,
      action: 'publish',
      after: { ...requestView(request!, now), suppliers: suppliers.map((s) => s.uid), attachments: values.attachments },
      ip: actor.ip,
    });
    return { result: request!, notices };
  });
}

/** The buyer's requests, paged, with how many suppliers were invited (and how many bid, once the bids open). */
export async function listOwnRequests(db: Database, enterpriseUid: string, q: RequestListQuery, now: Date) {
  const r = purchaseRequests;
  const phaseWhere: Record<PurchaseRequestPhase, ReturnType<typeof and>> = {
    bidding: and(eq(r.status, 'open'), sql`${r.deadline} > ${now.toISOString()}`),
    evaluating: and(eq(r.status, 'open'), sql`${r.deadline} <= ${now.toISOString()}`),
    awarded: eq(r.status, 'awarded'),
    cancelled: eq(r.status, 'cancelled'),
  };
  const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
  const where = and(
    eq(r.enterpriseUid, enterpriseUid),
    pattern ? or(ilike(r.requestNo, pattern), ilike(r.name, pattern), ilike(r.specification, pattern)) : undefined,
    q.phase ? phaseWhere[q.phase] : undefined,
  );
  const order = orderOf(
    q,
    { requestNo: r.requestNo, name: r.name, deadline: r.deadline, createdAt: r.createdAt, status: r.status },
    desc(r.createdAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: r,
        invited: sql<number>`(select count(*)::int from ${biddingNotices} n where n.request_uid = purchase_requests.uid)`,
        bids: sql<number>`(select count(*)::int from ${purchaseBids} b where b.request_uid = purchase_requests.uid)`,
      })
      .from(r)
      .where(where)
      .orderBy(order, desc(r.createdAt), r.uid)
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return {
    data: rows.map(({ row, invited, bids }) => {
      const view = requestView(row, now);
      return { ...view, invitedCount: invited, bidCount: view.sealed ? null : bids };
    }),
    total: total!.n,
  };
}

/**
 * The buyer's view of its request: before the deadline the bids are sealed (neither their values nor how many
 * there are); after it, every bid side by side, cheapest first, with its versions.
 */
export async function buyerView(db: Db, enterpriseUid: string, uid: string, now: Date) {
  const request = await ownRequest(db, enterpriseUid, uid);
  const view = requestView(request, now);
  const invited = await db
    .select({ uid: enterprises.uid, name: enterprises.name, noticeUid: biddingNotices.uid })
    .from(biddingNotices)
    .innerJoin(enterprises, eq(enterprises.uid, biddingNotices.supplierEnterpriseUid))
    .where(eq(biddingNotices.requestUid, request.uid))
    .orderBy(asc(enterprises.name));
  let bids = null;
  if (!view.sealed) {
    const rows = await db
      .select({ bid: purchaseBids, supplierName: enterprises.name })
      .from(purchaseBids)
      .innerJoin(enterprises, eq(enterprises.uid, purchaseBids.supplierEnterpriseUid))
      .where(eq(purchaseBids.requestUid, request.uid))
      .orderBy(asc(purchaseBids.amountCents), asc(purchaseBids.submittedAt));
    const versions = rows.length
      ? await db
          .select()
          .from(purchaseBidVersions)
          .where(
            inArray(
              purchaseBidVersions.bidUid,
              rows.map((r) => r.bid.uid),
            ),
          )
          .orderBy(asc(purchaseBidVersions.version))
      : [];
    bids = rows.map(({ bid, supplierName }) => ({
      ...bidView(bid),
      supplierUid: bid.supplierEnterpriseUid,
      supplierName,
      versions: versions.filter((v) => v.bidUid === bid.uid).map(bidValues),
    }));
  }
  return {
    role: 'buyer' as const,
    request: { ...view, attachments: await filesOf(db, enterpriseUid, request.attachments) },
    suppliers: invited.map((s) => ({ uid: s.uid, name: s.name })),
    bids,
  };
}

async function biddersOf(tx: Tx, requestUid: string) {
  return tx
    .select({ uid: purchaseBids.uid, supplierUid: purchaseBids.supplierEnterpriseUid })
    .from(purchaseBids)
    .where(eq(purchaseBids.requestUid, requestUid));
}

function refuseClosed(request: RequestRow): never {
  throw new AppError(
    409,
    request.status === 'awarded' ? purchasingMessages.alreadyAwarded : purchasingMessages.alreadyCancelled,
  );
}

/** Awards the chosen bids after the deadline; the other bids lose. Winners and losers are told after the commit. */
export async function awardBids(
  db: Database,
  actor: Actor,
  uid: string,
  bidUids: string[],
  now: Date,
): Promise<Outcome<RequestRow>> {
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor.enterpriseUid, uid, true);
    if (request.status !== 'open') refuseClosed(request);
    if (now.getTime() < request.deadline.getTime()) throw new AppError(409, purchasingMessages.stillBidding);
    const bidders = await biddersOf(tx, request.uid);
    const chosen = [...new Set(bidUids)];
    if (chosen.some((b) => !bidders.some((x) => x.uid === b))) throw refuse('bidUids', purchasingMessages.notABid);
    const [updated] = await tx
      .update(purchaseRequests)
      .set({ status: 'awarded', decidedAt: now, decidedBy: actor.accountUid })
      .where(and(eq(purchaseRequests.uid, request.uid), eq(purchaseRequests.status, 'open')))
      .returning();
    if (!updated) throw new AppError(409, 'conflict');
    await tx
      .update(purchaseBids)
      .set({ status: 'awarded', decidedAt: now })
      .where(and(eq(purchaseBids.requestUid, request.uid), inArray(purchaseBids.uid, chosen)));
    const losers = bidders.filter((b) => !chosen.includes(b.uid));
    if (losers.length)
      await tx
        .update(purchaseBids)
        .set({ status: 'lost', decidedAt: now })
        .where(
          and(
            eq(purchaseBids.requestUid, request.uid),
            inArray(
              purchaseBids.uid,
              losers.map((l) => l.uid),
            ),
          ),
        );
    await recordAudit(tx, {
      actorAccountUid: actor.accountUid,
      enterpriseUid: actor.enterpriseUid,
      entity: 'purchase_request',
      entityUid: request.uid,
      action: 'award',
      before: { status: 'open' },
      after: { status: 'awarded', awarded: chosen, lost: losers.map((l) => l.uid) },
      ip: actor.ip,
    });
    const notices: Outcome<RequestRow>['notices'] = [];
    for (const b of bidders)
      notices.push({
        accountUids: await activeStaffOf(tx, b.supplierUid),
        enterpriseUid: b.supplierUid,
        kind: chosen.includes(b.uid) ? 'won' : 'lost',
        request: updated,
      });
    return { result: updated, notices };
  });
}

/** Cancels an open request; the invited suppliers are told. */
export async function cancelRequest(db: Database, actor: Actor, uid: string, now: Date): Promise<Outcome<RequestRow>> {
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor.enterpriseUid, uid, true);
    if (request.status !== 'open') refuseClosed(request);
    const [updated] = await tx
      .update(purchaseRequests)
      .set({ status: 'cancelled', decidedAt: now, decidedBy: actor.accountUid })
      .where(and(eq(purchaseRequests.uid, request.uid), eq(purchaseRequests.status, 'open')))
      .returning();
    if (!updated) throw new AppError(409, 'conflict');
    await tx
      .update(purchaseBids)
      .set({ status: 'lost', decidedAt: now })
      .where(and(eq(purchaseBids.requestUid, request.uid), ne(purchaseBids.status, 'lost')));
    await recordAudit(tx, {
      actorAccountUid: actor.accountUid,
      enterpriseUid: actor.enterpriseUid,
      entity: 'purchase_request',
      entityUid: request.uid,
      action: 'cancel',
      before: { status: 'open' },
      after: { status: 'cancelled' },
      ip: actor.ip,
    });
    const invited = await tx
      .select({ supplierUid: biddingNotices.supplierEnterpriseUid })
      .from(biddingNotices)
      .where(eq(biddingNotices.requestUid, request.uid));
    const notices: Outcome<RequestRow>['notices'] = [];
    for (const s of invited)
      notices.push({
        accountUids: await activeStaffOf(tx, s.supplierUid),
        enterpriseUid: s.supplierUid,
        kind: 'cancelled',
        request: updated,
      });
    return { result: updated, notices };
  });
}
