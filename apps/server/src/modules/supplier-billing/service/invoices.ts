import {
  Decimal,
  purchaseLineAmounts,
  SUPPLIER_INVOICE_STATUSES,
  SUPPLIER_INVOICE_TRANSITIONS,
  supplierInvoiceActions,
  textOfCents,
  threeWayMatch,
  transitionOf,
  unitPriceExTaxOf,
  type PurchaseRole,
  type SupplierInvoiceAction,
  type SupplierInvoiceStatus,
  type MatchResult,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import {
  purchaseOrderLines,
  purchaseOrders,
  supplierInvoiceLines,
  supplierInvoices,
  supplierStatementLines,
  supplierStatements,
} from '../../../db/schema/index.js';
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
  plain,
  positive,
  roleOfActor,
  type BillingActor,
  type BillingBell,
} from '../context.js';
import { actionWords, billingMessages, invoiceStatusWords, recordWords, statementStatusWords } from '../messages.js';
import { statementNotFound, type StatementRow } from './statements.js';
import { logOf, namesOf, partiesMatching, party } from '../view.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type InvoiceRow = typeof supplierInvoices.$inferSelect;
const cents = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
const invoiceLink = (no: string) => `/supplier-invoice/index?no=${no}`;

/** What one order line of a statement can be invoiced against: ordered, received net of returns, already invoiced. */
export interface MatchBasis {
  orderLineUid: string;
  orderNo: string;
  lineNo: number;
  materialNo: string;
  materialName: string;
  unitName: string;
  orderedQuantity: string;
  orderPrice: string;
  taxRate: string;
  receivedQuantity: string;
  invoicedQuantity: string;
  invoiceable: string;
}

/** The statement's receipt and return lines per order line, less what invoices not rejected already took. */
export async function matchBasis(tx: Executor, statement: StatementRow): Promise<MatchBasis[]> {
  const lines = await tx
    .select()
    .from(supplierStatementLines)
    .where(
      and(
        eq(supplierStatementLines.statementUid, statement.uid),
        inArray(supplierStatementLines.kind, ['receipt', 'return']),
      ),
    );
  const uids = [...new Set(lines.map((l) => l.orderLineUid).filter((u): u is string => !!u))];
  if (!uids.length) return [];
  const [orderLines, invoiced] = await Promise.all([
    tx
      .select({ line: purchaseOrderLines, orderNo: purchaseOrders.orderNo })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseOrderLines.orderUid))
      .where(inArray(purchaseOrderLines.uid, uids)),
    tx
      .select({ orderLineUid: supplierInvoiceLines.orderLineUid, quantity: supplierInvoiceLines.invoicedQuantity })
      .from(supplierInvoiceLines)
      .innerJoin(supplierInvoices, eq(supplierInvoices.uid, supplierInvoiceLines.invoiceUid))
      .where(and(eq(supplierInvoices.statementUid, statement.uid), ne(supplierInvoices.status, 'rejected'))),
  ]);
  return orderLines
    .map(({ line, orderNo }) => {
      const received = lines
        .filter((l) => l.orderLineUid === line.uid)
        .reduce((s, l) => (l.kind === 'receipt' ? s.plus(l.quantity ?? 0) : s.minus(l.quantity ?? 0)), new Decimal(0));
      const taken = invoiced
        .filter((i) => i.orderLineUid === line.uid)
        .reduce((s, i) => s.plus(i.quantity), new Decimal(0));
      return {
        orderLineUid: line.uid,
        orderNo,
        lineNo: line.lineNo,
        materialNo: line.materialNo,
        materialName: line.materialName,
        unitName: line.unitName,
        orderedQuantity: plain(line.quantity)!,
        orderPrice: plain(line.unitPrice)!,
        taxRate: plain(line.taxRate)!,
        receivedQuantity: received.toFixed(),
        invoicedQuantity: taken.toFixed(),
        invoiceable: Decimal.max(received.minus(taken), 0).toFixed(),
      };
    })
    .sort((a, b) => a.orderNo.localeCompare(b.orderNo) || a.lineNo - b.lineNo);
}

export interface InvoiceInput {
  statementNo: string;
  supplierInvoiceNo: string;
  invoiceDate?: string;
  note?: string;
  /** Invoice the statement's accepted fees and adjustment too (once per statement). */
  includeFees?: boolean;
  lines: Array<{ orderLineUid: string; quantity: string | number; unitPrice: string | number }>;
}

/**
 * The supplier submits an invoice against one of its confirmed statements. The statement row is locked, so two
 * invoices at once cannot both take the same received quantity; each line is matched three ways, and a quantity above
 * what was received net of returns (less what earlier invoices took) is refused naming the line — nothing written.
 */
export async function submitInvoice(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  input: InvoiceInput,
  bells: BillingBell[],
): Promise<InvoiceRow> {
  if (roleOfActor(actor) !== 'supplier') throw forbidden();
  const [statement] = await tx
    .select()
    .from(supplierStatements)
    .where(
      and(
        eq(supplierStatements.statementNo, input.statementNo),
        eq(supplierStatements.supplierUid, actor.enterpriseUid),
      ),
    )
    .for('update');
  if (!statement) throw statementNotFound(input.statementNo);
  if (statement.status !== 'confirmed')
    throw new AppError(
      409,
      localized(billingMessages.statementNotConfirmed, {
        no: statement.statementNo,
        status: statementStatusWords[statement.status],
      }),
      {},
      0,
      'statementNo',
    );
  if (!input.supplierInvoiceNo.trim())
    throw new AppError(400, billingMessages.required, { field: 'supplierInvoiceNo' }, 0, 'supplierInvoiceNo');
  if (!input.lines.length && !input.includeFees)
    throw new AppError(400, billingMessages.required, { field: 'lines' }, 0, 'lines');
  const basis = await matchBasis(tx, statement);
  const seen = new Set<string>();
  const checked = input.lines.map((entry, index) => {
    const base = basis.find((b) => b.orderLineUid === entry.orderLineUid);
    if (!base)
      throw new AppError(
        400,
        billingMessages.lineNotReceived,
        { index, no: statement.statementNo },
        0,
        `lines.${index}.orderLineUid`,
      );
    if (seen.has(entry.orderLineUid))
      throw new AppError(400, billingMessages.duplicateLine, { index }, 0, `lines.${index}.orderLineUid`);
    seen.add(entry.orderLineUid);
    const quantity = positive(entry.quantity, `lines.${index}.quantity`, 4);
    const unitPrice = positive(entry.unitPrice, `lines.${index}.unitPrice`, 6);
    const match = threeWayMatch({
      orderedQuantity: base.orderedQuantity,
      orderPrice: base.orderPrice,
      receivedQuantity: base.receivedQuantity,
      alreadyInvoiced: base.invoicedQuantity,
      invoicedQuantity: quantity,
      invoicedPrice: unitPrice,
    });
    if (match.result === 'over_received') {
      throw new AppError(
        400,
        billingMessages.overReceived,
        {
          index,
          quantity,
          orderNo: base.orderNo,
          lineNo: base.lineNo,
          material: `${base.materialNo} ${base.materialName}`,
          invoiceable: match.invoiceable,
        },
        0,
        `lines.${index}.quantity`,
      );
    }
    const amounts = purchaseLineAmounts({ quantity, unitPrice, taxRate: base.taxRate });
    return { base, quantity, unitPrice, match, amounts };
  });
  let feesCents = 0n;
  let feesTaxCents = 0n;
  if (input.includeFees) {
    const [taken] = await tx
      .select({ n: count() })
      .from(supplierInvoices)
      .where(
        and(
          eq(supplierInvoices.statementUid, statement.uid),
          ne(supplierInvoices.status, 'rejected'),
          ne(supplierInvoices.feesCents, 0n),
        ),
      );
    const feeLines = await tx
      .select()
      .from(supplierStatementLines)
      .where(
        and(
          eq(supplierStatementLines.statementUid, statement.uid),
          inArray(supplierStatementLines.kind, ['fee', 'adjustment']),
        ),
      );
    if ((taken?.n ?? 0) > 0 || !feeLines.length)
      throw new AppError(400, billingMessages.required, { field: 'includeFees' }, 0, 'includeFees');
    for (const f of feeLines) {
      feesCents += f.amountCents;
      const exTax = cents(
        new Decimal(f.amountCents.toString()).div(100).div(new Decimal(f.taxRate ?? 0).div(100).plus(1)),
      );
      feesTaxCents += f.amountCents - exTax;
    }
  }
  const goodsCents = checked.reduce((s, c) => s + c.amounts.amountCents, 0n);
  const taxCents = checked.reduce((s, c) => s + c.amounts.taxCents, 0n) + feesTaxCents;
  const at = clock.now();
  const [row] = await tx
    .insert(supplierInvoices)
    .values({
      invoiceNo: await businessNumber(tx, 'SI', at),
      supplierInvoiceNo: input.supplierInvoiceNo.trim(),
      statementUid: statement.uid,
      factoryUid: statement.factoryUid,
      supplierUid: statement.supplierUid,
      invoiceDate: input.invoiceDate ? dateField(input.invoiceDate, 'invoiceDate') : businessDay(at),
      currency: statement.currency,
      goodsCents,
      feesCents,
      taxCents,
      totalCents: goodsCents + feesCents,
      note: input.note ?? '',
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (checked.length) {
    await tx.insert(supplierInvoiceLines).values(
      checked.map((c, i) => ({
        invoiceUid: row!.uid,
        lineNo: i + 1,
        orderLineUid: c.base.orderLineUid,
        orderNo: c.base.orderNo,
        materialNo: c.base.materialNo,
        materialName: c.base.materialName,
        orderedQuantity: c.base.orderedQuantity,
        orderPrice: c.base.orderPrice,
        receivedQuantity: c.base.receivedQuantity,
        invoicedQuantity: c.quantity,
        invoicedPrice: c.unitPrice,
        taxRate: c.base.taxRate,
        amountCents: c.amounts.amountCents,
        amountExTaxCents: c.amounts.amountExTaxCents,
        match: c.match.result,
      })),
    );
  }
  await audit(
    tx,
    actor,
    'supplier_invoice',
    row!.invoiceNo,
    'submit',
    null,
    { status: 'submitted', amount: `${statement.currency} ${textOfCents(row!.totalCents)}` },
    at,
  );
  bells.push({
    enterpriseUid: statement.factoryUid,
    event: 'invoice.submit',
    no: row!.invoiceNo,
    screen: 'supplier-invoice',
    link: invoiceLink(row!.invoiceNo),
  });
  return row!;
}

async function invoiceOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: InvoiceRow; role: PurchaseRole }> {
  const [row] = await tx.select().from(supplierInvoices).where(eq(supplierInvoices.invoiceNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row?.supplierUid === enterpriseUid) return { row, role: 'supplier' };
  throw new AppError(404, localized(billingMessages.notFound, { what: recordWords.invoice, no }));
}

/** The factory accepts the matched invoice or rejects it with a reason: a compare-and-set on its state. */
export async function moveInvoice(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  no: string,
  action: SupplierInvoiceAction,
  opts: { reason?: string },
  bells: BillingBell[],
): Promise<InvoiceRow> {
  const { row, role } = await invoiceOfCaller(tx, no, actor.enterpriseUid);
  const t = transitionOf(SUPPLIER_INVOICE_TRANSITIONS, action);
  if (t.by !== role) throw forbidden();
  if (t.reason && !opts.reason) throw new AppError(400, billingMessages.required, { field: 'reason' }, 0, 'reason');
  const at = clock.now();
  const [after] = await tx
    .update(supplierInvoices)
    .set({ status: t.to, updatedAt: at, decidedAt: at, ...(action === 'reject' ? { rejectReason: opts.reason } : {}) })
    .where(and(eq(supplierInvoices.uid, row.uid), inArray(supplierInvoices.status, [...t.from])))
    .returning();
  if (!after) {
    const now = (await invoiceOfCaller(tx, no, actor.enterpriseUid)).row;
    throw new AppError(
      409,
      localized(billingMessages.wrongState, {
        what: recordWords.invoice,
        no,
        status: invoiceStatusWords[now.status],
        action: actionWords[action]!,
      }),
      {},
      0,
      'status',
    );
  }
  await audit(
    tx,
    actor,
    'supplier_invoice',
    no,
    action,
    { status: row.status },
    { status: after.status, ...(opts.reason ? { reason: opts.reason } : {}) },
    at,
  );
  bells.push({
    enterpriseUid: row.supplierUid,
    event: `invoice.${action}`,
    no,
    screen: 'supplier-invoice',
    link: invoiceLink(no),
  });
  return after;
}

export interface InvoiceListQuery extends Paging {
  status?: SupplierInvoiceStatus | 'all';
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  invoiceNo: supplierInvoices.invoiceNo,
  invoiceDate: supplierInvoices.invoiceDate,
  total: supplierInvoices.totalCents,
  status: supplierInvoices.status,
  createdAt: supplierInvoices.createdAt,
};

function invoiceSummary(
  row: InvoiceRow,
  statementNo: string,
  period: string,
  names: Map<string, string>,
  role: PurchaseRole,
) {
  return {
    no: row.invoiceNo,
    supplierInvoiceNo: row.supplierInvoiceNo,
    statementNo,
    period,
    invoiceDate: row.invoiceDate,
    currency: row.currency,
    status: row.status,
    goods: textOfCents(row.goodsCents),
    fees: textOfCents(row.feesCents),
    tax: textOfCents(row.taxCents),
    total: textOfCents(row.totalCents),
    note: row.note,
    rejectReason: row.rejectReason,
    factory: party(row.factoryUid, names),
    supplier: party(row.supplierUid, names),
    createdAt: row.createdAt.toISOString(),
    role,
    actions: supplierInvoiceActions(row.status, role),
  };
}

export async function listInvoices(
  tx: Executor,
  role: PurchaseRole,
  enterpriseUid: string,
  q: InvoiceListQuery,
  all = false,
) {
  const side =
    role === 'factory'
      ? eq(supplierInvoices.factoryUid, enterpriseUid)
      : eq(supplierInvoices.supplierUid, enterpriseUid);
  const where: SQL[] = [side];
  if (q.status && q.status !== 'all') where.push(eq(supplierInvoices.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    const parties = await partiesMatching(tx, q.keyword);
    const alternatives = [
      ilike(supplierInvoices.invoiceNo, like),
      ilike(supplierInvoices.supplierInvoiceNo, like),
      ilike(supplierStatements.statementNo, like),
    ];
    if (parties.length)
      alternatives.push(
        inArray(role === 'factory' ? supplierInvoices.supplierUid : supplierInvoices.factoryUid, parties),
      );
    where.push(or(...alternatives)!);
  }
  if (q.from) where.push(gte(supplierInvoices.invoiceDate, dateField(q.from, 'from')));
  if (q.to) where.push(lte(supplierInvoices.invoiceDate, dateField(q.to, 'to')));
  const base = tx
    .select({
      invoice: supplierInvoices,
      statementNo: supplierStatements.statementNo,
      period: supplierStatements.period,
    })
    .from(supplierInvoices)
    .innerJoin(supplierStatements, eq(supplierStatements.uid, supplierInvoices.statementUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(supplierInvoices.createdAt)), asc(supplierInvoices.invoiceNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(supplierInvoices)
    .innerJoin(supplierStatements, eq(supplierStatements.uid, supplierInvoices.statementUid))
    .where(and(...where));
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.invoice.factoryUid, r.invoice.supplierUid]),
  );
  const counts = await tx
    .select({ status: supplierInvoices.status, n: count() })
    .from(supplierInvoices)
    .where(side)
    .groupBy(supplierInvoices.status);
  return {
    data: rows.map((r) => invoiceSummary(r.invoice, r.statementNo, r.period, names, role)),
    total: total?.n ?? 0,
    counts: Object.fromEntries(
      SUPPLIER_INVOICE_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<SupplierInvoiceStatus, number>,
  };
}

/** One invoice with its three-way match per line: ordered, received net of returns, invoiced, and the differences. */
export async function invoiceDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await invoiceOfCaller(tx, no, enterpriseUid);
  const [[statement], lines, names, log] = await Promise.all([
    tx
      .select({ no: supplierStatements.statementNo, period: supplierStatements.period })
      .from(supplierStatements)
      .where(eq(supplierStatements.uid, row.statementUid)),
    tx
      .select()
      .from(supplierInvoiceLines)
      .where(eq(supplierInvoiceLines.invoiceUid, row.uid))
      .orderBy(asc(supplierInvoiceLines.lineNo)),
    namesOf(tx, [row.factoryUid, row.supplierUid]),
    logOf(tx, 'supplier_invoice', no, language),
  ]);
  return {
    ...invoiceSummary(row, statement!.no, statement!.period, names, role),
    lines: lines.map((l) => {
      const atOrderPrice = cents(new Decimal(l.invoicedQuantity).times(l.orderPrice));
      return {
        lineNo: l.lineNo,
        orderNo: l.orderNo,
        materialNo: l.materialNo,
        materialName: l.materialName,
        orderedQuantity: plain(l.orderedQuantity)!,
        orderPrice: plain(l.orderPrice)!,
        receivedQuantity: plain(l.receivedQuantity)!,
        invoicedQuantity: plain(l.invoicedQuantity)!,
        invoicedPrice: plain(l.invoicedPrice)!,
        unitPriceExTax: unitPriceExTaxOf(l.invoicedPrice, l.taxRate).toFixed(),
        taxRate: plain(l.taxRate)!,
        amount: textOfCents(l.amountCents),
        quantityVsOrdered: new Decimal(l.invoicedQuantity).minus(l.orderedQuantity).toFixed(),
        quantityVsReceived: new Decimal(l.invoicedQuantity).minus(l.receivedQuantity).toFixed(),
        priceDifference: new Decimal(l.invoicedPrice).minus(l.orderPrice).toFixed(),
        amountDifference: textOfCents(l.amountCents - atOrderPrice),
        match: l.match as MatchResult,
      };
    }),
    log,
  };
}
