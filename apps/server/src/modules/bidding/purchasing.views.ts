import { formatAmount, purchaseRequestPhase, textOfCents, type BidStatus } from '@pcbunion/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  biddingNotices,
  purchaseBids,
  purchaseBidVersions,
  purchaseRequests,
  storedFiles,
} from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

export type RequestRow = typeof purchaseRequests.$inferSelect;
export type BidRow = typeof purchaseBids.$inferSelect;
export type BidVersionRow = typeof purchaseBidVersions.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export interface Actor {
  enterpriseUid: string;
  accountUid: string;
  enterpriseKind: string;
  ip?: string;
}

/** "12.5000" → "12.5": quantities on the wire without trailing zeros. */
export const plainDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export interface FileView {
  id: string;
  name: string;
  size: number;
  type: string;
}

export async function filesOf(db: Db, enterpriseUid: string, uids: string[]): Promise<FileView[]> {
  if (!uids.length) return [];
  const rows = await db
    .select({ id: storedFiles.uid, name: storedFiles.name, size: storedFiles.size, type: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.enterpriseUid, enterpriseUid), inArray(storedFiles.uid, uids)));
  return uids.map((uid) => rows.find((r) => r.id === uid)).filter((r): r is FileView => r !== undefined);
}

export function requestView(row: RequestRow, now: Date) {
  return {
    uid: row.uid,
    requestNo: row.requestNo,
    detailsNo: row.detailsNo,
    kind: row.kind,
    name: row.name,
    specification: row.specification,
    quantity: plainDecimal(row.quantity),
    unit: row.unit,
    deadline: row.deadline.toISOString(),
    deliveryPlace: row.deliveryPlace,
    remarks: row.remarks,
    audience: row.audience,
    status: row.status,
    phase: purchaseRequestPhase(row.status, row.deadline, now),
    /** Bids are sealed until the deadline. */
    sealed: now.getTime() < row.deadline.getTime(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function bidValues(row: BidRow | BidVersionRow) {
  return {
    version: row.version,
    unitPrice: formatAmount(row.unitPrice, 6).replace(/(\.\d\d\d*?)0+$/, '$1'),
    quantity: plainDecimal(row.quantity),
    amount: textOfCents(row.amountCents),
    deliveryDate: row.deliveryDate,
    validUntil: row.validUntil,
    remarks: row.remarks,
    attachmentFileUid: row.attachmentFileUid,
    submittedAt: row.submittedAt.toISOString(),
  };
}

export const bidView = (row: BidRow) => ({
  uid: row.uid,
  status: row.status as BidStatus,
  ...bidValues(row),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The request a buyer owns; another enterprise's answers 404. */
export async function ownRequest(db: Db, enterpriseUid: string, uid: string, lock = false): Promise<RequestRow> {
  const query = db
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.uid, uid), eq(purchaseRequests.enterpriseUid, enterpriseUid)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The request a supplier enterprise was invited to, named by its id or by the id of the notice that invited it
 * (the notice card opens the detail with the notice's uid). Not invited: 404.
 */
export async function invitedRequest(db: Db, supplierUid: string, uid: string, lock = false): Promise<RequestRow> {
  const invited = sql`exists (select 1 from ${biddingNotices} n where n.request_uid = ${purchaseRequests.uid} and n.supplier_enterprise_uid = ${supplierUid})`;
  const named = or(
    eq(purchaseRequests.uid, uid),
    sql`${purchaseRequests.uid} = (select n2.request_uid from ${biddingNotices} n2 where n2.uid = ${uid} and n2.supplier_enterprise_uid = ${supplierUid})`,
  );
  const query = db.select().from(purchaseRequests).where(and(named, invited));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
