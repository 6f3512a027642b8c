import {
  centsOfInput,
  SUPPLIER_FEE_STATUSES,
  SUPPLIER_FEE_TRANSITIONS,
  supplierFeeActions,
  transitionOf,
  textOfCents,
  type PurchaseRole,
  type SupplierFeeAction,
  type SupplierFeeKind,
  type SupplierFeeStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { purchaseOrders, supplierFees } from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import {
  audit,
  businessDay,
  dateField,
  roleOfActor,
  taxRate,
  type BillingActor,
  type BillingBell,
} from '../context.js';
import { actionWords, billingMessages, feeStatusWords, recordWords } from '../messages.js';
import { logOf, namesOf, partiesMatching, party } from '../view.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type FeeRow = typeof supplierFees.$inferSelect;

export interface FeeInput {
  orderNo: string;
  kind: SupplierFeeKind;
  amount: string | number;
  taxRate?: string | number | null;
  description?: string;
}

const feeLink = (no: string) => `/supplier-fees-details/index?no=${no}`;

/** The fee as the caller's enterprise sees it; anyone else's is 404. */
async function feeOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: FeeRow; role: PurchaseRole }> {
  const [row] = await tx.select().from(supplierFees).where(eq(supplierFees.feeNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row?.supplierUid === enterpriseUid) return { row, role: 'supplier' };
  throw new AppError(404, billingMessages.notFound, { what: recordWords.fee.en, no });
}

const wrongState = (row: FeeRow, action: SupplierFeeAction) =>
  new AppError(
    409,
    localized(billingMessages.wrongState, {
      what: recordWords.fee,
      no: row.feeNo,
      status: feeStatusWords[row.status],
      action: actionWords[action]!,
    }),
    {},
    0,
    'status',
  );

/**
 * The supplier proposes an extra charge (tooling, freight, expediting) against one of its purchase orders that it
 * confirmed (or that is being received or was received): the amount with tax, in cents. The factory is told.
 */
export async function proposeFee(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  input: FeeInput,
  bells: BillingBell[],
): Promise<FeeRow> {
  if (roleOfActor(actor) !== 'supplier') throw forbidden();
  const amountCents = centsOfInput(input.amount);
  if (amountCents === undefined || amountCents <= 0n)
    throw new AppError(400, billingMessages.badAmount, { field: 'amount' }, 0, 'amount');
  const rate = taxRate(input.taxRate, 'taxRate');
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.orderNo, input.orderNo),
        eq(purchaseOrders.supplierUid, actor.enterpriseUid),
        inArray(purchaseOrders.status, ['confirmed', 'partly_received', 'received', 'closed']),
      ),
    );
  if (!order) throw new AppError(400, billingMessages.orderNotYours, { no: input.orderNo }, 0, 'orderNo');
  const at = clock.now();
  const [row] = await tx
    .insert(supplierFees)
    .values({
      feeNo: await businessNumber(tx, 'SF', at),
      factoryUid: order.factoryUid,
      supplierUid: order.supplierUid,
      orderUid: order.uid,
      kind: input.kind,
      description: input.description ?? '',
      currency: order.currency,
      amountCents,
      taxRate: rate,
      proposedOn: businessDay(at),
      proposedBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await audit(
    tx,
    actor,
    'supplier_fee',
    row!.feeNo,
    'propose',
    null,
    { status: 'proposed', amount: `${order.currency} ${textOfCents(amountCents)}` },
    at,
  );
  bells.push({
    enterpriseUid: order.factoryUid,
    event: 'fee.propose',
    no: row!.feeNo,
    screen: 'supplier-fees',
    link: feeLink(row!.feeNo),
  });
  return row!;
}

/** One row of the fee table as a compare-and-set; the wrong side is 403, a stale state 409 naming the state now. */
export async function moveFee(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  no: string,
  action: SupplierFeeAction,
  opts: { reason?: string; on?: string },
  bells: BillingBell[],
): Promise<FeeRow> {
  const { row, role } = await feeOfCaller(tx, no, actor.enterpriseUid);
  const t = transitionOf(SUPPLIER_FEE_TRANSITIONS, action);
  if (t.by !== role) throw forbidden();
  if (t.reason && !opts.reason) throw new AppError(400, billingMessages.required, { field: 'reason' }, 0, 'reason');
  const at = clock.now();
  const set: Partial<typeof supplierFees.$inferInsert> = { status: t.to, updatedAt: at, decidedAt: at };
  if (action === 'accept') set.acceptedOn = opts.on ? dateField(opts.on, 'on') : businessDay(at);
  if (action === 'reject') set.rejectReason = opts.reason!;
  const [after] = await tx
    .update(supplierFees)
    .set(set)
    .where(and(eq(supplierFees.uid, row.uid), inArray(supplierFees.status, [...t.from])))
    .returning();
  if (!after) throw wrongState((await feeOfCaller(tx, no, actor.enterpriseUid)).row, action);
  await audit(
    tx,
    actor,
    'supplier_fee',
    no,
    action,
    { status: row.status },
    { status: after.status, ...(opts.reason ? { reason: opts.reason } : {}) },
    at,
  );
  bells.push({
    enterpriseUid: role === 'factory' ? row.supplierUid : row.factoryUid,
    event: `fee.${action}`,
    no,
    screen: 'supplier-fees',
    link: feeLink(no),
  });
  return after;
}

export interface FeeListQuery extends Paging {
  status?: SupplierFeeStatus | 'all';
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  feeNo: supplierFees.feeNo,
  proposedOn: supplierFees.proposedOn,
  amount: supplierFees.amountCents,
  status: supplierFees.status,
  createdAt: supplierFees.createdAt,
};

export async function listFees(tx: Executor, role: PurchaseRole, enterpriseUid: string, q: FeeListQuery, all = false) {
  const where: SQL[] = [
    role === 'factory' ? eq(supplierFees.factoryUid, enterpriseUid) : eq(supplierFees.supplierUid, enterpriseUid),
  ];
  if (q.status && q.status !== 'all') where.push(eq(supplierFees.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    const parties = await partiesMatching(tx, q.keyword);
    const alternatives = [
      ilike(supplierFees.feeNo, like),
      ilike(supplierFees.description, like),
      ilike(purchaseOrders.orderNo, like),
    ];
    if (parties.length)
      alternatives.push(inArray(role === 'factory' ? supplierFees.supplierUid : supplierFees.factoryUid, parties));
    where.push(or(...alternatives)!);
  }
  if (q.from) where.push(gte(supplierFees.proposedOn, dateField(q.from, 'from')));
  if (q.to) where.push(lte(supplierFees.proposedOn, dateField(q.to, 'to')));
  const base = tx
    .select({ fee: supplierFees, orderNo: purchaseOrders.orderNo })
    .from(supplierFees)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, supplierFees.orderUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(supplierFees.createdAt)), asc(supplierFees.feeNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(supplierFees)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, supplierFees.orderUid))
    .where(and(...where));
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.fee.factoryUid, r.fee.supplierUid]),
  );
  const counts = await tx
    .select({ status: supplierFees.status, n: count() })
    .from(supplierFees)
    .where(where[0])
    .groupBy(supplierFees.status);
  return {
    data: rows.map((r) => feeView(r.fee, r.orderNo, names, role)),
    total: total?.n ?? 0,
    counts: Object.fromEntries(
      SUPPLIER_FEE_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<SupplierFeeStatus, number>,
  };
}

function feeView(row: FeeRow, orderNo: string, names: Map<string, string>, role: PurchaseRole) {
  return {
    no: row.feeNo,
    orderNo,
    kind: row.kind,
    description: row.description,
    currency: row.currency,
    amount: textOfCents(row.amountCents),
    taxRate: String(Number(row.taxRate)),
    status: row.status,
    proposedOn: row.proposedOn,
    acceptedOn: row.acceptedOn,
    rejectReason: row.rejectReason,
    factory: party(row.factoryUid, names),
    supplier: party(row.supplierUid, names),
    createdAt: row.createdAt.toISOString(),
    role,
    actions: supplierFeeActions(row.status, role),
  };
}

export async function feeDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await feeOfCaller(tx, no, enterpriseUid);
  const [order] = await tx
    .select({ orderNo: purchaseOrders.orderNo })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.uid, row.orderUid));
  const names = await namesOf(tx, [row.factoryUid, row.supplierUid]);
  return { ...feeView(row, order!.orderNo, names, role), log: await logOf(tx, 'supplier_fee', no, language) };
}

/** The supplier's orders a fee may be proposed against (confirmed onwards), for the form. */
export async function feeableOrders(tx: Executor, supplierUid: string) {
  return tx
    .select({
      no: purchaseOrders.orderNo,
      orderDate: purchaseOrders.orderDate,
      currency: purchaseOrders.currency,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.supplierUid, supplierUid),
        inArray(purchaseOrders.status, ['confirmed', 'partly_received', 'received', 'closed']),
      ),
    )
    .orderBy(desc(purchaseOrders.orderDate))
    .limit(200);
}
