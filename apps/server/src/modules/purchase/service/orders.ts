import {
  canApplyPurchaseOrder,
  FACTORY_ONLY_FIELDS,
  purchaseOrderTransition,
  revisionOf,
  SUPPLIER_FIELDS,
  textOfCents,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
  type PurchaseRole,
} from '@pcbunion/core';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { enterprises, purchaseOrderLines, purchaseOrders, purchaseOrderVersions } from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { supplierStandings } from '../../supplier/index.js';
import { auditPurchase, businessDay, type PurchaseActor, type PurchaseBell } from '../context.js';
import { buildLines, dateField, totalsOf, type LineInput } from './lines.js';
import { actionWords, purchaseMessages, statusWords } from '../messages.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseLineRow = typeof purchaseOrderLines.$inferSelect;

export interface OrderInput {
  supplierUid?: string;
  orderDate?: string;
  currency?: string;
  note?: string;
  lines?: LineInput[];
  supplierReference?: string;
  supplierNote?: string;
}

/** The order as the caller's enterprise sees it, with its role on it; anyone else's order is 404. */
export async function orderOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: PurchaseOrderRow; role: PurchaseRole }> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.orderNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  // The supplier sees an order once it is sent: a factory's draft is its own.
  if (row?.supplierUid === enterpriseUid && row.status !== 'draft') return { row, role: 'supplier' };
  throw new AppError(404, purchaseMessages.orderNotFound, { no });
}

export const linesOf = (tx: Executor, orderUid: string) =>
  tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderUid, orderUid))
    .orderBy(asc(purchaseOrderLines.lineNo));

/** 409 naming the state the order is in now (`field` status, so the screen reloads it). */
export const wrongState = (row: PurchaseOrderRow, action: PurchaseOrderAction) =>
  new AppError(
    409,
    localized(purchaseMessages.wrongState, {
      no: row.orderNo,
      status: statusWords[row.status],
      action: actionWords[action],
    }),
    {},
    0,
    'status',
  );

async function checkSupplier(tx: Executor, supplierUid: string, factoryUid: string): Promise<void> {
  const [supplier] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(and(eq(enterprises.uid, supplierUid), ne(enterprises.uid, factoryUid)));
  if (supplier?.kind !== 'supplier') throw new AppError(400, purchaseMessages.notSupplier, {}, 0, 'supplierUid');
  await checkApproved(tx, supplierUid, factoryUid);
}

/**
 * A purchase order goes only to a supplier the factory's supplier master holds as approved: a suspended, rejected,
 * potential or unrecorded one is 409 naming the supplier and its status (at creation and whenever the order is sent).
 */
async function checkApproved(tx: Executor, supplierUid: string, factoryUid: string): Promise<void> {
  const standing = (await supplierStandings(tx, factoryUid, [supplierUid])).get(supplierUid)!;
  if (standing.orderable) return;
  const [enterprise] = standing.name
    ? []
    : await tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.uid, supplierUid));
  throw new AppError(
    409,
    localized(purchaseMessages.supplierNotApproved, {
      supplier: standing.name ?? enterprise?.name ?? '',
      status: standing.statusText,
    }),
    {},
    0,
    'supplierUid',
  );
}

/** A new draft order of the factory to a supplier enterprise (version 1). */
export async function createOrder(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  input: OrderInput,
): Promise<PurchaseOrderRow> {
  const [buyer] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(eq(enterprises.uid, actor.enterpriseUid));
  if (buyer?.kind !== 'factory') throw forbidden();
  for (const field of SUPPLIER_FIELDS)
    if (input[field] !== undefined) throw new AppError(403, purchaseMessages.supplierOnly, { field }, 0, field);
  if (!input.supplierUid)
    throw new AppError(400, purchaseMessages.required, { field: 'supplierUid' }, 0, 'supplierUid');
  if (!input.lines?.length) throw new AppError(400, purchaseMessages.required, { field: 'lines' }, 0, 'lines');
  await checkSupplier(tx, input.supplierUid, actor.enterpriseUid);
  const at = clock.now();
  const orderDate = input.orderDate ? dateField(input.orderDate, 'orderDate') : businessDay(at);
  const lines = await buildLines(tx, actor.enterpriseUid, input.supplierUid, orderDate, input.lines);
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      orderNo: await businessNumber(tx, 'PO', at),
      factoryUid: actor.enterpriseUid,
      supplierUid: input.supplierUid,
      orderDate,
      currency: input.currency ?? 'CNY',
      note: input.note ?? '',
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
      ...totalsOf(lines),
    })
    .returning();
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, orderUid: row!.uid })));
  await auditPurchase(
    tx,
    actor,
    'factory',
    row!.orderNo,
    'create',
    null,
    { status: 'draft', version: 1, total: textOfCents(row!.totalCents), lines: lines.length },
    at,
  );
  return row!;
}

/**
 * A change of the order. The supplier writes only its own fields (its reference and remark); a factory-only field
 * from it is 403. The factory's change of a draft stays a draft; after sending it keeps the version the supplier saw
 * and makes a new one, sent for confirmation again — a compare-and-set on the status and the version read.
 */
export async function changeOrder(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  input: OrderInput,
  bells: PurchaseBell[],
): Promise<PurchaseOrderRow> {
  const { row, role } = await orderOfCaller(tx, no, actor.enterpriseUid);
  const at = clock.now();
  if (role === 'supplier') {
    for (const field of FACTORY_ONLY_FIELDS)
      if (input[field] !== undefined) throw new AppError(403, purchaseMessages.factoryOnly, { field }, 0, field);
    if (row.status === 'cancelled' || row.status === 'closed') throw wrongState(row, 'revise');
    const set = {
      supplierReference: input.supplierReference ?? row.supplierReference,
      supplierNote: input.supplierNote ?? row.supplierNote,
    };
    const [after] = await tx
      .update(purchaseOrders)
      .set({ ...set, updatedAt: at })
      .where(eq(purchaseOrders.uid, row.uid))
      .returning();
    await auditPurchase(
      tx,
      actor,
      role,
      no,
      'supplier_remark',
      { supplierReference: row.supplierReference, supplierNote: row.supplierNote },
      set,
      at,
    );
    return after!;
  }
  for (const field of SUPPLIER_FIELDS)
    if (input[field] !== undefined) throw new AppError(403, purchaseMessages.supplierOnly, { field }, 0, field);
  if (!canApplyPurchaseOrder('revise', row.status)) throw wrongState(row, 'revise');
  const supplierUid = input.supplierUid ?? row.supplierUid;
  if (input.supplierUid && input.supplierUid !== row.supplierUid) {
    // Another supplier is another order once the first one has seen it.
    if (row.status !== 'draft')
      throw new AppError(403, purchaseMessages.factoryOnly, { field: 'supplierUid' }, 0, 'supplierUid');
    await checkSupplier(tx, input.supplierUid, actor.enterpriseUid);
  }
  const orderDate = input.orderDate ? dateField(input.orderDate, 'orderDate') : row.orderDate;
  const next = revisionOf(row.status, row.version);
  const lines = input.lines ? await buildLines(tx, actor.enterpriseUid, supplierUid, orderDate, input.lines) : null;
  const newVersion = next.version !== row.version;
  // A new version goes to the supplier at once: it must still be approved.
  if (newVersion) await checkApproved(tx, supplierUid, actor.enterpriseUid);
  const [after] = await tx
    .update(purchaseOrders)
    .set({
      supplierUid,
      orderDate,
      currency: input.currency ?? row.currency,
      note: input.note ?? row.note,
      ...(lines ? totalsOf(lines) : {}),
      ...next,
      ...(newVersion ? { sentAt: at, refusalReason: null, refusedAt: null } : {}),
      updatedAt: at,
    })
    .where(
      and(
        eq(purchaseOrders.uid, row.uid),
        inArray(purchaseOrders.status, [...purchaseOrderTransition('revise').from]),
        eq(purchaseOrders.version, row.version),
      ),
    )
    .returning();
  if (!after) throw wrongState((await orderOfCaller(tx, no, actor.enterpriseUid)).row, 'revise');
  if (newVersion) {
    const before = await linesOf(tx, row.uid);
    await tx
      .insert(purchaseOrderVersions)
      .values({ orderUid: row.uid, version: row.version, snapshot: snapshotOf(row, before), replacedAt: at });
  }
  if (lines) {
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderUid, row.uid));
    await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, orderUid: row.uid })));
  }
  await auditPurchase(
    tx,
    actor,
    role,
    no,
    'revise',
    { status: row.status, version: row.version, total: textOfCents(row.totalCents) },
    { status: after.status, version: after.version, total: textOfCents(after.totalCents) },
    at,
  );
  if (newVersion)
    bells.push({
      enterpriseUid: after.supplierUid,
      event: 'revise',
      no,
      version: after.version,
      screen: 'purchase-order',
    });
  return after;
}

/** What a replaced version held (the supplier's screen shows it beside the new one). */
function snapshotOf(row: PurchaseOrderRow, lines: PurchaseLineRow[]) {
  return {
    status: row.status,
    orderDate: row.orderDate,
    note: row.note,
    total: textOfCents(row.totalCents),
    totalExTax: textOfCents(row.totalExTaxCents),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      materialNo: l.materialNo,
      materialName: l.materialName,
      specification: l.specification,
      unitName: l.unitName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      amount: textOfCents(l.amountCents),
      deliveryDate: l.deliveryDate,
    })),
  };
}

type Move = 'send' | 'confirm' | 'refuse' | 'cancel' | 'close';

/**
 * One row of the state table as a compare-and-set: the caller's role must be the row's (403 otherwise), then
 * `UPDATE … WHERE status IN (from)` (and, for a confirmation, the version the supplier read); no row → 409 naming the
 * state the order is in now.
 */
export async function moveOrder(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  action: Move,
  opts: { reason?: string; version?: number },
  bells: PurchaseBell[],
): Promise<PurchaseOrderRow> {
  const { row, role } = await orderOfCaller(tx, no, actor.enterpriseUid);
  const t = purchaseOrderTransition(action);
  if (t.by !== role) throw forbidden();
  if (t.reason && !opts.reason) throw new AppError(400, purchaseMessages.required, { field: 'reason' }, 0, 'reason');
  if (action === 'send') await checkApproved(tx, row.supplierUid, row.factoryUid);
  const at = clock.now();
  const set: Partial<typeof purchaseOrders.$inferInsert> = { status: t.to as PurchaseOrderStatus, updatedAt: at };
  if (action === 'send') set.sentAt = at;
  if (action === 'confirm') Object.assign(set, { confirmedAt: at, confirmedVersion: row.version });
  if (action === 'refuse') Object.assign(set, { refusedAt: at, refusalReason: opts.reason });
  if (action === 'cancel') Object.assign(set, { cancelledAt: at, cancelReason: opts.reason });
  if (action === 'close') set.closedAt = at;
  const where = [eq(purchaseOrders.uid, row.uid), inArray(purchaseOrders.status, [...t.from])];
  if (action === 'confirm' || action === 'refuse') where.push(eq(purchaseOrders.version, opts.version ?? row.version));
  const [after] = await tx
    .update(purchaseOrders)
    .set(set)
    .where(and(...where))
    .returning();
  if (!after) {
    const now = (await orderOfCaller(tx, no, actor.enterpriseUid)).row;
    if (t.from.includes(now.status) && opts.version !== undefined && now.version !== opts.version)
      throw wrongVersion(now, opts.version);
    throw wrongState(now, action);
  }
  await auditPurchase(
    tx,
    actor,
    role,
    no,
    action,
    { status: row.status },
    { status: after.status, version: after.version, ...(opts.reason ? { reason: opts.reason } : {}) },
    at,
  );
  const other = role === 'factory' ? after.supplierUid : after.factoryUid;
  // The supplier does not hear about a draft it never saw being cancelled.
  if (!(action === 'cancel' && row.status === 'draft'))
    bells.push({ enterpriseUid: other, event: action, no, version: after.version, screen: 'purchase-order' });
  return after;
}

const wrongVersion = (row: PurchaseOrderRow, seen: number) =>
  new AppError(
    409,
    {
      en: `Purchase order ${row.orderNo} is at version ${row.version}, not ${seen}: read the new version first`,
      'zh-CN': `采购订单 ${row.orderNo} 当前为第${row.version}版，不是第${seen}版：请先查看新版本`,
      'zh-TW': `採購訂單 ${row.orderNo} 當前為第${row.version}版，不是第${seen}版：請先查看新版本`,
      es: `La orden de compra ${row.orderNo} está en la versión ${row.version}, no ${seen}: lea primero la nueva versión`,
      ja: `発注書 ${row.orderNo} は第${row.version}版です（第${seen}版ではありません）。新しい版を確認してください`,
    },
    {},
    0,
    'version',
  );
