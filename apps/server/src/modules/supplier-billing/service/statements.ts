import {
  Decimal,
  periodDays,
  PERIOD,
  statementTotal,
  SUPPLIER_STATEMENT_STATUSES,
  SUPPLIER_STATEMENT_TRANSITIONS,
  supplierStatementActions,
  transitionOf,
  textOfCents,
  type PurchaseRole,
  type StatementLineKind,
  type SupplierStatementAction,
  type SupplierStatementStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  enterprises,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  supplierFees,
  supplierStatementLines,
  supplierStatements,
} from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { businessDay } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { supplierStandings } from '../../supplier/index.js';
import { audit, businessMonth, dayStart, plain, roleOfActor, type BillingActor, type BillingBell } from '../context.js';
import { actionWords, billingMessages, feeKindWords, recordWords, statementStatusWords } from '../messages.js';
import { acknowledgedReturns } from './returns.js';
import { logOf, namesOf, partiesMatching, party } from '../view.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export type StatementRow = typeof supplierStatements.$inferSelect;
type LineRow = typeof supplierStatementLines.$inferSelect;
type NewLine = Omit<typeof supplierStatementLines.$inferInsert, 'statementUid' | 'lineNo'>;

const cents = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
const statementLink = (no: string) => `/supplier-statement-son/index?no=${no}`;

export const statementNotFound = (no: string) =>
  new AppError(404, localized(billingMessages.notFound, { what: recordWords.statement, no }));

/** The statement as the caller's enterprise sees it; anyone else's is 404. */
export async function statementOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: StatementRow; role: PurchaseRole }> {
  const [row] = await tx.select().from(supplierStatements).where(eq(supplierStatements.statementNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row?.supplierUid === enterpriseUid) return { row, role: 'supplier' };
  throw statementNotFound(no);
}

const wrongState = (row: StatementRow, action: SupplierStatementAction) =>
  new AppError(
    409,
    localized(billingMessages.wrongState, {
      what: recordWords.statement,
      no: row.statementNo,
      status: statementStatusWords[row.status],
      action: actionWords[action]!,
    }),
    {},
    0,
    'status',
  );
const wrongVersion = (row: StatementRow, seen: number) =>
  new AppError(409, billingMessages.wrongVersion, { no: row.statementNo, version: row.version, seen }, 0, 'version');

/**
 * The lines of a month from the records: each received lot at its order line's price with tax (quantity × price,
 * rounded half-up to the cent once, per lot), each acknowledged return as a negative line at the same price, each fee
 * the factory accepted in the month. Only orders in the statement's currency.
 */
export async function linesFromRecords(
  tx: Executor,
  q: { factoryUid: string; supplierUid: string; period: string; currency: string },
  language: Language = 'en',
): Promise<NewLine[]> {
  const { from, to } = periodDays(q.period);
  const receipts = await tx
    .select({
      receiptNo: purchaseReceipts.receiptNo,
      receivedOn: purchaseReceipts.receivedOn,
      lot: purchaseReceiptLines,
      line: purchaseOrderLines,
      orderNo: purchaseOrders.orderNo,
    })
    .from(purchaseReceiptLines)
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.uid, purchaseReceiptLines.receiptUid))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseReceiptLines.orderLineUid))
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .where(
      and(
        eq(purchaseReceipts.factoryUid, q.factoryUid),
        eq(purchaseReceipts.supplierUid, q.supplierUid),
        gte(purchaseReceipts.receivedOn, from),
        lte(purchaseReceipts.receivedOn, to),
        eq(purchaseOrders.currency, q.currency),
      ),
    )
    .orderBy(asc(purchaseReceipts.receivedOn), asc(purchaseReceipts.receiptNo), asc(purchaseOrderLines.lineNo));
  const lines: NewLine[] = receipts.map((r) => ({
    kind: 'receipt' as StatementLineKind,
    sourceNo: r.receiptNo,
    orderNo: r.orderNo,
    orderLineUid: r.line.uid,
    on: r.receivedOn,
    description: `${r.line.materialNo} ${r.line.materialName} · ${r.lot.lotNo}`,
    quantity: r.lot.quantity,
    unitPrice: r.line.unitPrice,
    taxRate: r.line.taxRate,
    amountCents: cents(new Decimal(r.lot.quantity).times(r.line.unitPrice)),
  }));
  const returned = await acknowledgedReturns(tx, {
    factoryUid: q.factoryUid,
    supplierUid: q.supplierUid,
    from: dayStart(from),
    to: new Date(dayStart(to).getTime() + 86_400_000),
  });
  const returnedLines = returned.filter((r) => r.currency === q.currency);
  const orderLines = returnedLines.length
    ? await tx
        .select({ line: purchaseOrderLines, orderNo: purchaseOrders.orderNo })
        .from(purchaseOrderLines)
        .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseOrderLines.orderUid))
        .where(
          inArray(
            purchaseOrderLines.uid,
            returnedLines.map((r) => r.orderLineUid),
          ),
        )
    : [];
  for (const r of returnedLines) {
    const line = orderLines.find((l) => l.line.uid === r.orderLineUid);
    lines.push({
      kind: 'return',
      sourceNo: r.returnNo,
      orderNo: line?.orderNo ?? '',
      orderLineUid: r.orderLineUid,
      on: businessDay(r.acknowledgedAt),
      description: `${line ? `${line.line.materialNo} ${line.line.materialName}` : ''} · ${r.lotNo}`,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      taxRate: r.taxRate,
      amountCents: -r.amountCents,
    });
  }
  const fees = await tx
    .select({ fee: supplierFees, orderNo: purchaseOrders.orderNo })
    .from(supplierFees)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, supplierFees.orderUid))
    .where(
      and(
        eq(supplierFees.factoryUid, q.factoryUid),
        eq(supplierFees.supplierUid, q.supplierUid),
        eq(supplierFees.status, 'accepted'),
        gte(supplierFees.acceptedOn, from),
        lte(supplierFees.acceptedOn, to),
        eq(supplierFees.currency, q.currency),
      ),
    )
    .orderBy(asc(supplierFees.acceptedOn), asc(supplierFees.feeNo));
  for (const { fee, orderNo } of fees) {
    lines.push({
      kind: 'fee',
      sourceNo: fee.feeNo,
      orderNo,
      orderLineUid: null,
      on: fee.acceptedOn!,
      description: [translate(language, feeKindWords[fee.kind]), fee.description].filter(Boolean).join(' · '),
      quantity: null,
      unitPrice: null,
      taxRate: fee.taxRate,
      amountCents: fee.amountCents,
    });
  }
  return lines;
}

/** The currencies the month's receipts and accepted fees with a supplier are in (each makes its own statement). */
export async function currenciesOfPeriod(
  tx: Executor,
  q: { factoryUid: string; supplierUid: string; period: string },
): Promise<string[]> {
  const { from, to } = periodDays(q.period);
  const received = await tx
    .selectDistinct({ currency: purchaseOrders.currency })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .where(
      and(
        eq(purchaseReceipts.factoryUid, q.factoryUid),
        eq(purchaseReceipts.supplierUid, q.supplierUid),
        gte(purchaseReceipts.receivedOn, from),
        lte(purchaseReceipts.receivedOn, to),
      ),
    );
  const charged = await tx
    .selectDistinct({ currency: supplierFees.currency })
    .from(supplierFees)
    .where(
      and(
        eq(supplierFees.factoryUid, q.factoryUid),
        eq(supplierFees.supplierUid, q.supplierUid),
        eq(supplierFees.status, 'accepted'),
        gte(supplierFees.acceptedOn, from),
        lte(supplierFees.acceptedOn, to),
      ),
    );
  return [...new Set([...received, ...charged].map((r) => r.currency))].sort();
}

function totalsOf(lines: NewLine[]) {
  const sum = (kind: StatementLineKind) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountCents, 0n);
  const parts = {
    receiptsCents: sum('receipt'),
    returnsCents: -sum('return'),
    feesCents: sum('fee'),
    adjustmentCents: sum('adjustment'),
  };
  return { ...parts, totalCents: statementTotal(parts) };
}

export interface IssueInput {
  supplierUid: string;
  period: string;
  currency?: string;
  note?: string;
}

/** The factory issues the statement of a month with a supplier, built from the records; one per supplier, month and currency. */
export async function issueStatement(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  input: IssueInput,
  bells: BillingBell[],
): Promise<StatementRow> {
  if (roleOfActor(actor) !== 'factory') throw forbidden();
  const at = clock.now();
  if (!PERIOD.test(input.period) || input.period > businessMonth(at))
    throw new AppError(400, billingMessages.badPeriod, {}, 0, 'period');
  const [supplier] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(eq(enterprises.uid, input.supplierUid));
  if (supplier?.kind !== 'supplier' || input.supplierUid === actor.enterpriseUid)
    throw new AppError(400, billingMessages.notSupplier, {}, 0, 'supplierUid');
  // One statement per currency, never a total of two: the one asked for, else the supplier's (its master record's).
  const currency =
    input.currency ??
    (await supplierStandings(tx, actor.enterpriseUid, [input.supplierUid])).get(input.supplierUid)?.currency ??
    'CNY';
  const [existing] = await tx
    .select({ no: supplierStatements.statementNo })
    .from(supplierStatements)
    .where(
      and(
        eq(supplierStatements.factoryUid, actor.enterpriseUid),
        eq(supplierStatements.supplierUid, input.supplierUid),
        eq(supplierStatements.period, input.period),
        eq(supplierStatements.currency, currency),
      ),
    );
  if (existing)
    throw new AppError(400, billingMessages.statementExists, { period: input.period, no: existing.no }, 0, 'period');
  const lines = await linesFromRecords(tx, {
    factoryUid: actor.enterpriseUid,
    supplierUid: input.supplierUid,
    period: input.period,
    currency,
  });
  if (!lines.length) {
    const others = await currenciesOfPeriod(tx, {
      factoryUid: actor.enterpriseUid,
      supplierUid: input.supplierUid,
      period: input.period,
    });
    if (others.length)
      throw new AppError(
        400,
        billingMessages.statementEmptyInCurrency,
        { period: input.period, currency, others: others.join(', ') },
        0,
        'currency',
      );
    throw new AppError(400, billingMessages.statementEmpty, { period: input.period }, 0, 'period');
  }
  const { from, to } = periodDays(input.period);
  const totals = totalsOf(lines);
  const [row] = await tx
    .insert(supplierStatements)
    .values({
      statementNo: await businessNumber(tx, 'SS', at),
      factoryUid: actor.enterpriseUid,
      supplierUid: input.supplierUid,
      period: input.period,
      periodFrom: from,
      periodTo: to,
      currency,
      note: input.note ?? '',
      ...totals,
      createdBy: actor.accountUid,
      issuedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(400, billingMessages.statementExists, { period: input.period, no: '' }, 0, 'period');
  await tx.insert(supplierStatementLines).values(lines.map((l, i) => ({ ...l, statementUid: row.uid, lineNo: i + 1 })));
  await audit(
    tx,
    actor,
    'supplier_statement',
    row.statementNo,
    'issue',
    null,
    { status: 'issued', version: 1, amount: `${currency} ${textOfCents(totals.totalCents)}` },
    at,
  );
  bells.push({
    enterpriseUid: input.supplierUid,
    event: 'statement.issue',
    no: row.statementNo,
    period: input.period,
    screen: 'supplier-statement',
    link: statementLink(row.statementNo),
  });
  return row;
}

export interface AnswerInput {
  version?: number;
  /** For a dispute: the lines the supplier disagrees with, each with its reason. */
  lines?: Array<{ lineUid: string; reason: string }>;
  /** For a reissue: a signed adjustment granted to the supplier (or taken back) and why. */
  adjustment?: string;
  adjustmentReason?: string;
  note?: string;
}

/**
 * The supplier confirms an issued statement or disputes it line by line; the factory reissues a disputed one as a new
 * version rebuilt from the records (with an adjustment line when it grants one). Each is a compare-and-set on the
 * status and the version read; the earlier version, with its disputed lines, is kept in the statement's history.
 */
export async function moveStatement(
  tx: Executor,
  clock: Clock,
  actor: BillingActor,
  no: string,
  action: SupplierStatementAction,
  input: AnswerInput,
  bells: BillingBell[],
): Promise<StatementRow> {
  const { row, role } = await statementOfCaller(tx, no, actor.enterpriseUid);
  const t = transitionOf(SUPPLIER_STATEMENT_TRANSITIONS, action);
  if (t.by !== role) throw forbidden();
  const at = clock.now();
  const current = await linesOf(tx, row.uid);
  if (action === 'dispute') {
    if (!input.lines?.length) throw new AppError(400, billingMessages.disputeLines, {}, 0, 'lines');
    input.lines.forEach((l, index) => {
      if (!current.some((c) => c.uid === l.lineUid))
        throw new AppError(400, billingMessages.lineNotOnStatement, { index, no }, 0, `lines.${index}.lineUid`);
      if (!l.reason.trim())
        throw new AppError(
          400,
          billingMessages.required,
          { field: `lines.${index}.reason` },
          0,
          `lines.${index}.reason`,
        );
    });
  }
  let adjustmentCents = 0n;
  if (action === 'reissue' && input.adjustment !== undefined && input.adjustment !== '') {
    const text = String(input.adjustment).trim();
    if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(text) || new Decimal(text).isZero())
      throw new AppError(400, billingMessages.badAmount, { field: 'adjustment' }, 0, 'adjustment');
    if (!input.adjustmentReason?.trim())
      throw new AppError(400, billingMessages.required, { field: 'adjustmentReason' }, 0, 'adjustmentReason');
    adjustmentCents = cents(new Decimal(text));
  }
  const rebuilt = action === 'reissue' ? await linesFromRecords(tx, row) : null;
  if (rebuilt && adjustmentCents !== 0n)
    rebuilt.push({
      kind: 'adjustment',
      sourceNo: '',
      orderNo: '',
      orderLineUid: null,
      on: row.periodTo,
      description: input.adjustmentReason!.trim(),
      quantity: null,
      unitPrice: null,
      taxRate: null,
      amountCents: adjustmentCents,
    });
  const set: Partial<typeof supplierStatements.$inferInsert> = { status: t.to, updatedAt: at };
  if (action === 'confirm') set.confirmedAt = at;
  if (action === 'dispute') set.disputedAt = at;
  if (rebuilt) {
    const history = [
      ...((row.history as unknown[]) ?? []),
      {
        version: row.version,
        replacedAt: at.toISOString(),
        total: textOfCents(row.totalCents),
        lines: current.map(lineView),
      },
    ];
    Object.assign(set, {
      ...totalsOf(rebuilt),
      version: row.version + 1,
      history,
      issuedAt: at,
      confirmedAt: null,
      disputedAt: null,
      note: input.note ?? row.note,
    });
  }
  const [after] = await tx
    .update(supplierStatements)
    .set(set)
    .where(
      and(
        eq(supplierStatements.uid, row.uid),
        inArray(supplierStatements.status, [...t.from]),
        eq(supplierStatements.version, input.version ?? row.version),
      ),
    )
    .returning();
  if (!after) {
    const now = (await statementOfCaller(tx, no, actor.enterpriseUid)).row;
    if (t.from.includes(now.status) && input.version !== undefined && now.version !== input.version)
      throw wrongVersion(now, input.version);
    throw wrongState(now, action);
  }
  if (action === 'dispute')
    for (const l of input.lines!)
      await tx
        .update(supplierStatementLines)
        .set({ disputeReason: l.reason.trim() })
        .where(and(eq(supplierStatementLines.uid, l.lineUid), eq(supplierStatementLines.statementUid, row.uid)));
  if (rebuilt) {
    await tx.delete(supplierStatementLines).where(eq(supplierStatementLines.statementUid, row.uid));
    if (rebuilt.length)
      await tx
        .insert(supplierStatementLines)
        .values(rebuilt.map((l, i) => ({ ...l, statementUid: row.uid, lineNo: i + 1 })));
  }
  const words = {
    status: after.status,
    version: after.version,
    ...(action === 'dispute' ? { lines: input.lines!.length } : {}),
    ...(rebuilt ? { amount: `${after.currency} ${textOfCents(after.totalCents)}` } : {}),
  };
  await audit(tx, actor, 'supplier_statement', no, action, { status: row.status, version: row.version }, words, at);
  bells.push({
    enterpriseUid: role === 'factory' ? row.supplierUid : row.factoryUid,
    event: `statement.${action}`,
    no,
    period: row.period,
    screen: 'supplier-statement',
    link: statementLink(no),
  });
  return after;
}

export const linesOf = (tx: Executor, statementUid: string) =>
  tx
    .select()
    .from(supplierStatementLines)
    .where(eq(supplierStatementLines.statementUid, statementUid))
    .orderBy(asc(supplierStatementLines.lineNo));

export function lineView(l: LineRow) {
  return {
    uid: l.uid,
    lineNo: l.lineNo,
    kind: l.kind,
    sourceNo: l.sourceNo,
    orderNo: l.orderNo,
    on: l.on,
    description: l.description,
    quantity: plain(l.quantity),
    unitPrice: plain(l.unitPrice),
    taxRate: plain(l.taxRate),
    amount: textOfCents(l.amountCents),
    disputeReason: l.disputeReason,
  };
}

export function statementSummary(row: StatementRow, names: Map<string, string>, role: PurchaseRole) {
  return {
    no: row.statementNo,
    period: row.period,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    currency: row.currency,
    status: row.status,
    version: row.version,
    receipts: textOfCents(row.receiptsCents),
    returns: textOfCents(row.returnsCents),
    fees: textOfCents(row.feesCents),
    adjustment: textOfCents(row.adjustmentCents),
    total: textOfCents(row.totalCents),
    note: row.note,
    factory: party(row.factoryUid, names),
    supplier: party(row.supplierUid, names),
    issuedAt: row.issuedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    role,
    actions: supplierStatementActions(row.status, role),
  };
}

export interface StatementListQuery extends Paging {
  status?: SupplierStatementStatus | 'all';
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  statementNo: supplierStatements.statementNo,
  period: supplierStatements.period,
  total: supplierStatements.totalCents,
  status: supplierStatements.status,
  issuedAt: supplierStatements.issuedAt,
};

/** The statements of the caller's side; `from`/`to` are days, a statement counts when its month overlaps them. */
export async function listStatements(
  tx: Executor,
  role: PurchaseRole,
  enterpriseUid: string,
  q: StatementListQuery,
  all = false,
) {
  const side =
    role === 'factory'
      ? eq(supplierStatements.factoryUid, enterpriseUid)
      : eq(supplierStatements.supplierUid, enterpriseUid);
  const where: SQL[] = [side];
  if (q.status && q.status !== 'all') where.push(eq(supplierStatements.status, q.status));
  if (q.keyword) {
    const parties = await partiesMatching(tx, q.keyword);
    const alternatives = [
      ilike(supplierStatements.statementNo, likePattern(q.keyword)),
      ilike(supplierStatements.period, likePattern(q.keyword)),
    ];
    if (parties.length)
      alternatives.push(
        inArray(role === 'factory' ? supplierStatements.supplierUid : supplierStatements.factoryUid, parties),
      );
    where.push(or(...alternatives)!);
  }
  if (q.from) where.push(gte(supplierStatements.periodTo, q.from));
  if (q.to) where.push(lte(supplierStatements.periodFrom, q.to));
  const base = tx
    .select()
    .from(supplierStatements)
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(supplierStatements.period)), asc(supplierStatements.statementNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(supplierStatements)
    .where(and(...where));
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.factoryUid, r.supplierUid]),
  );
  const counts = await tx
    .select({ status: supplierStatements.status, n: count() })
    .from(supplierStatements)
    .where(side)
    .groupBy(supplierStatements.status);
  return {
    data: rows.map((r) => statementSummary(r, names, role)),
    total: total?.n ?? 0,
    counts: Object.fromEntries(
      SUPPLIER_STATEMENT_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<SupplierStatementStatus, number>,
  };
}

export async function statementDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await statementOfCaller(tx, no, enterpriseUid);
  const [lines, names, log] = await Promise.all([
    linesOf(tx, row.uid),
    namesOf(tx, [row.factoryUid, row.supplierUid]),
    logOf(tx, 'supplier_statement', no, language),
  ]);
  // The history holds what moveStatement wrote on each reissue: the replaced version, its total and its lines.
  const history = row.history as Array<{
    version: number;
    replacedAt: string;
    total: string;
    lines: Array<ReturnType<typeof lineView>>;
  }>;
  return { ...statementSummary(row, names, role), lines: lines.map(lineView), history, log };
}
