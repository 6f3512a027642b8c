import {
  billingLineAmountCents,
  customerInvoiceActions,
  customerInvoicePaymentActions,
  customerInvoiceTransition,
  DEFAULT_CUSTOMER_INVOICE_TAX_RATE,
  Decimal,
  invoiceableQuantityOf,
  invoiceTaxOfTotal,
  isDecimalText,
  textOfCents,
  type CustomerInvoiceAction,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  auditLog,
  customerInvoiceLines,
  customerInvoices,
  customerStatementLines,
  customerStatements,
  enterprises,
} from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import { fieldError } from '../../../http/field-error.js';
import { translate } from '../../../http/messages.js';
import { dayRange, presetStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { auditBilling, type BillingBell, type BillingCaller, type Side } from '../context.js';
import {
  actionNames,
  billingLabels,
  billingMessages,
  invoiceStatusNames,
  logWords,
  statementStatusNames,
} from '../messages.js';
import { orderFacts } from '../quantities.js';
import { paymentLogWords } from '../payment-messages.js';
import { invoicePaymentsOf } from './receipt-views.js';
import type { InvoiceBody, InvoiceListQuery } from '../schemas.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type Row = typeof customerInvoices.$inferSelect;
type NewLine = Omit<typeof customerInvoiceLines.$inferInsert, 'invoiceId'>;

const notFound = (no: string) => new AppError(404, billingMessages.invoiceNotFound, { no });
const wrongState = (no: string, status: string, action: string) =>
  new AppError(
    409,
    localized(billingMessages.invoiceState, { no, status: invoiceStatusNames[status]!, action: actionNames[action]! }),
    {},
    0,
    'status',
  );
const money = (cents: bigint, currency: string) => `${currency} ${textOfCents(cents)}`;

function taxRateOf(value: InvoiceBody['taxRate']): string {
  if (value === undefined) return DEFAULT_CUSTOMER_INVOICE_TAX_RATE;
  const text = String(value).trim();
  if (!isDecimalText(text) || new Decimal(text).lt(0) || new Decimal(text).gt(100))
    throw fieldError('taxRate', billingLabels.taxRate!, billingMessages.badTaxRate);
  return text;
}

/** Customer invoices: drafted against a confirmed statement or order lines, never beyond what was accepted on receipt. */
export function invoiceService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: BillingCaller, no: string): Promise<{ row: Row; side: Side }> {
    const [row] = await tx
      .select()
      .from(customerInvoices)
      .where(
        and(
          eq(customerInvoices.invoiceNo, no),
          or(
            eq(customerInvoices.merchantUid, caller.enterpriseUid),
            and(eq(customerInvoices.customerUid, caller.enterpriseUid), ne(customerInvoices.status, 'draft')),
          ),
        ),
      );
    if (!row) throw notFound(no);
    return { row, side: row.merchantUid === caller.enterpriseUid ? 'factory' : 'customer' };
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side) {
    return {
      no: row.invoiceNo,
      status: row.status,
      side,
      basis: row.basis,
      statementNo: row.statementNo,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      currency: row.currency,
      taxRate: new Decimal(row.taxRate).toString(),
      total: textOfCents(row.totalCents),
      exTax: textOfCents(row.exTaxCents),
      tax: textOfCents(row.taxCents),
      paid: textOfCents(row.paidCents),
      writtenOff: textOfCents(row.writtenOffCents),
      // What the customer still owes of it: nothing while a draft or void.
      open: textOfCents(
        row.status === 'draft' || row.status === 'void' ? 0n : row.totalCents - row.paidCents - row.writtenOffCents,
      ),
      taxInvoiceNo: row.taxInvoiceNo,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      issuedAt: row.issuedAt,
      sentAt: row.sentAt,
      actions: customerInvoiceActions(row.status, side),
      paymentActions: [...customerInvoicePaymentActions(row.status, side)],
    };
  }

  async function view(tx: Executor, row: Row, side: Side, caller: BillingCaller) {
    const [lines, names, log, payments] = await Promise.all([
      tx
        .select()
        .from(customerInvoiceLines)
        .where(eq(customerInvoiceLines.invoiceId, row.id))
        .orderBy(asc(customerInvoiceLines.position)),
      tx
        .select({ uid: enterprises.uid, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.uid, [row.customerUid, row.merchantUid])),
      tx
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          after: auditLog.after,
          who: accounts.name,
        })
        .from(auditLog)
        .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
        .where(and(eq(auditLog.entity, 'customer_invoice'), eq(auditLog.entityUid, row.invoiceNo)))
        .orderBy(asc(auditLog.id)),
      invoicePaymentsOf(tx, row.id),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side),
      invoicingInfo: row.invoicingInfo as Record<string, string | null> | null,
      note: row.note,
      voidReason: row.voidReason,
      voidedAt: row.voidedAt,
      writeOffReason: row.writeOffReason,
      payments,
      lines: lines.map((l) => ({
        position: l.position,
        orderNo: l.orderNo,
        partNo: l.partNo,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: textOfCents(l.amountCents),
      })),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words =
          logWords[l.action === 'create' ? 'invoice_create' : l.action === 'send' ? 'invoice_send' : l.action] ??
          paymentLogWords[l.action];
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(caller.language, words, { ...after, who: l.who ?? '—' }) : l.action,
        };
      }),
    };
  }

  /** Lines of a confirmed statement: each order's accepted quantity (delivered − disputed) and the adjustments. */
  async function statementLines(tx: Executor, caller: BillingCaller, statementNo: string) {
    const [statement] = await tx
      .select()
      .from(customerStatements)
      .where(
        and(eq(customerStatements.statementNo, statementNo), eq(customerStatements.merchantUid, caller.enterpriseUid)),
      )
      .for('update');
    if (!statement) throw new AppError(404, billingMessages.statementNotFound, { no: statementNo });
    if (statement.status !== 'confirmed')
      throw new AppError(
        409,
        localized(billingMessages.notConfirmed, { no: statementNo, status: statementStatusNames[statement.status]! }),
        {},
        0,
        'statementNo',
      );
    const [taken] = await tx
      .select({ no: customerInvoices.invoiceNo })
      .from(customerInvoices)
      .where(and(eq(customerInvoices.statementId, statement.id), ne(customerInvoices.status, 'void')));
    if (taken)
      throw new AppError(
        409,
        billingMessages.statementInvoiced,
        { no: statementNo, invoice: taken.no },
        0,
        'statementNo',
      );
    const rows = await tx
      .select()
      .from(customerStatementLines)
      .where(eq(customerStatementLines.statementId, statement.id))
      .orderBy(asc(customerStatementLines.position));
    const byOrder = new Map<string, { orderNo: string; partNo: string | null; quantity: number }>();
    for (const r of rows) {
      if (r.kind === 'adjustment' || !r.orderNo) continue;
      const entry = byOrder.get(r.orderNo) ?? { orderNo: r.orderNo, partNo: r.partNo, quantity: 0 };
      entry.quantity += r.kind === 'delivery' ? r.quantity! : -r.quantity!;
      byOrder.set(r.orderNo, entry);
    }
    const adjustments = rows
      .filter((r) => r.kind === 'adjustment')
      .map((r) => ({ description: r.description, amountCents: r.amountCents }));
    return { statement, orders: [...byOrder.values()].filter((o) => o.quantity > 0), adjustments };
  }

  async function transition(
    tx: Executor,
    caller: BillingCaller,
    row: Row,
    side: Side,
    action: CustomerInvoiceAction,
    set: Partial<typeof customerInvoices.$inferInsert>,
    logged: Record<string, unknown>,
    rowVersion: number | undefined,
    now: Date,
  ) {
    const t = customerInvoiceTransition(action);
    if (t.by !== side) throw forbidden();
    if (!t.from.includes(row.status)) throw wrongState(row.invoiceNo, row.status, action);
    const [updated] = await tx
      .update(customerInvoices)
      .set({
        status: t.to as Row['status'],
        ...set,
        rowVersion: sql`${customerInvoices.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(customerInvoices.id, row.id),
          inArray(customerInvoices.status, [...t.from]),
          ...(rowVersion ? [eq(customerInvoices.rowVersion, rowVersion)] : []),
        ),
      )
      .returning();
    if (!updated) {
      const [fresh] = await tx
        .select({ status: customerInvoices.status })
        .from(customerInvoices)
        .where(eq(customerInvoices.id, row.id));
      throw new AppError(
        409,
        localized(billingMessages.invoiceChanged, {
          no: row.invoiceNo,
          status: invoiceStatusNames[fresh?.status ?? row.status]!,
        }),
        {},
        0,
        'status',
      );
    }
    await auditBilling(tx, caller, 'customer_invoice', row.invoiceNo, action, logged, now);
    return updated;
  }

  return {
    /**
     * A draft invoice against a confirmed statement (`statementNo`) or order lines of one customer (`customerUid`,
     * `lines`). The customer's orders are locked while each line's accepted and already invoiced quantities are
     * counted, so no line passes what was accepted on receipt — refused naming the line.
     */
    async create(caller: BillingCaller, body: InvoiceBody) {
      const now = clock.now();
      const taxRate = taxRateOf(body.taxRate);
      const byStatement = Boolean(body.statementNo);
      if (byStatement === Boolean(body.lines?.length))
        throw fieldError(
          body.statementNo ? 'lines' : 'statementNo',
          billingLabels[body.statementNo ? 'lines' : 'statementNo']!,
          billingMessages.oneBasis,
        );
      if (!byStatement && !body.customerUid) throw fieldError('customerUid', billingLabels.customerUid!, 'required');
      return db.transaction(async (tx) => {
        const basis = byStatement ? await statementLines(tx, caller, body.statementNo!) : null;
        const customerUid = basis ? basis.statement.customerUid : body.customerUid!;
        const wanted = basis
          ? basis.orders
          : body.lines!.map((l) => ({ orderNo: l.orderNo, partNo: null as string | null, quantity: l.quantity }));
        const facts = await orderFacts(
          tx,
          caller.enterpriseUid,
          customerUid,
          [...new Set(wanted.map((w) => w.orderNo))],
          true,
        );
        const lines: NewLine[] = [];
        const used = new Map<string, number>();
        for (const [i, w] of wanted.entries()) {
          const fact = facts.get(w.orderNo);
          if (!fact)
            throw fieldError(`lines.${i}.orderNo`, billingLabels.orderNo!, billingMessages.orderNotFound, {
              position: i + 1,
              order: w.orderNo,
            });
          const open = invoiceableQuantityOf(fact.accepted, fact.invoiced + (used.get(w.orderNo) ?? 0));
          if (w.quantity > open)
            throw fieldError(`lines.${i}.quantity`, billingLabels.quantity!, billingMessages.beyondDelivered, {
              position: i + 1,
              order: w.orderNo,
              open,
            });
          used.set(w.orderNo, (used.get(w.orderNo) ?? 0) + w.quantity);
          lines.push({
            position: lines.length + 1,
            orderNo: w.orderNo,
            partNo: w.partNo,
            quantity: w.quantity,
            unitPrice: fact.unitPrice,
            amountCents: billingLineAmountCents(w.quantity, fact.unitPrice),
          });
        }
        for (const a of basis?.adjustments ?? [])
          lines.push({ position: lines.length + 1, description: a.description, amountCents: a.amountCents });
        const totalCents = lines.reduce((s, l) => s + l.amountCents, 0n);
        if (totalCents <= 0n) throw fieldError('lines', billingLabels.lines!, billingMessages.zeroTotal);
        const { exTaxCents, taxCents } = invoiceTaxOfTotal(totalCents, taxRate);
        const first = [...facts.values()].find((f) => f.invoicingInfo) ?? [...facts.values()][0];
        const no = await businessNumber(tx, 'CI', now);
        const [customer] = await tx
          .select({ name: enterprises.name })
          .from(enterprises)
          .where(eq(enterprises.uid, customerUid));
        const search = [
          no,
          basis?.statement.statementNo ?? '',
          customer?.name ?? '',
          ...lines.map((l) => l.orderNo ?? ''),
        ]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(customerInvoices)
          .values({
            invoiceNo: no,
            merchantUid: caller.enterpriseUid,
            customerUid,
            basis: basis ? 'statement' : 'orders',
            statementId: basis?.statement.id ?? null,
            statementNo: basis?.statement.statementNo ?? null,
            currency: first?.currency ?? 'CNY',
            taxRate,
            totalCents,
            exTaxCents,
            taxCents,
            invoicingInfo: first?.invoicingInfo ?? null,
            note: body.note ?? null,
            searchText: search,
            createdBy: caller.accountUid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(customerInvoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row!.id })));
        await auditBilling(
          tx,
          caller,
          'customer_invoice',
          no,
          'create',
          { total: money(totalCents, row!.currency) },
          now,
        );
        return view(tx, row!, 'factory', caller);
      });
    },

    async act(
      caller: BillingCaller,
      no: string,
      action: CustomerInvoiceAction,
      opts: { reason?: string; taxInvoiceNo?: string | null; rowVersion?: number },
      bells: BillingBell[],
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        const set: Partial<typeof customerInvoices.$inferInsert> =
          action === 'issue'
            ? { issuedAt: now, taxInvoiceNo: opts.taxInvoiceNo?.trim() || null }
            : action === 'send'
              ? { sentAt: now }
              : { voidedAt: now, voidReason: opts.reason ?? null };
        const logged =
          action === 'issue'
            ? { taxInvoiceNo: opts.taxInvoiceNo?.trim() || '—' }
            : action === 'void'
              ? { reason: opts.reason }
              : {};
        const updated = await transition(tx, caller, row, side, action, set, logged, opts.rowVersion, now);
        // The customer hears of an invoice once it is issued; a draft voided was never its.
        if (!(action === 'void' && row.status === 'draft')) {
          const event = action === 'issue' ? 'invoice_issued' : action === 'send' ? 'invoice_sent' : 'invoice_void';
          bells.push({
            enterpriseUid: row.customerUid,
            screen: 'customer-invoice',
            event,
            values: {
              no,
              total: money(row.totalCents, row.currency),
              taxInvoiceNo: updated.taxInvoiceNo ?? '—',
              reason: opts.reason ?? '',
            },
          });
        }
        return view(tx, updated, side, caller);
      });
    },

    async detail(caller: BillingCaller, no: string, tx: Executor = db) {
      const { row, side } = await load(tx, caller, no);
      return view(tx, row, side, caller);
    },

    async list(caller: BillingCaller, side: Side, q: InvoiceListQuery, all = false) {
      const now = clock.now();
      const where: SQL[] =
        side === 'factory'
          ? [eq(customerInvoices.merchantUid, caller.enterpriseUid)]
          : [eq(customerInvoices.customerUid, caller.enterpriseUid), ne(customerInvoices.status, 'draft')];
      if (q.status) where.push(eq(customerInvoices.status, q.status));
      if (q.keyword?.trim())
        where.push(ilike(customerInvoices.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(customerInvoices.createdAt, start));
      }
      where.push(...dayRange(customerInvoices.createdAt, q.from, q.to));
      const sortable = {
        createdAt: customerInvoices.createdAt,
        invoiceNo: customerInvoices.invoiceNo,
        status: customerInvoices.status,
        total: customerInvoices.totalCents,
        issuedAt: customerInvoices.issuedAt,
      };
      const page = db
        .select({
          row: customerInvoices,
          customer: sql<string | null>`(select name from ${enterprises} where uid = ${customerInvoices.customerUid})`,
          factory: sql<string | null>`(select name from ${enterprises} where uid = ${customerInvoices.merchantUid})`,
        })
        .from(customerInvoices)
        .where(and(...where))
        .orderBy(orderOf(q, sortable, desc(customerInvoices.createdAt)), desc(customerInvoices.id));
      const [rows, [total]] = await Promise.all([
        all ? page.limit(5000) : page.limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(customerInvoices)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => listView(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },
  };
}

export type InvoiceDetail = Awaited<ReturnType<ReturnType<typeof invoiceService>['detail']>>;
