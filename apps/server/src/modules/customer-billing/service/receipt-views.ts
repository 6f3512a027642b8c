import { CUSTOMER_INVOICE_PAYABLE, invoiceOpenCents, textOfCents } from '@pcbunion/core';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  auditLog,
  customerInvoices,
  customerReceiptAllocations,
  customerReceipts,
  enterprises,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { translate } from '../../../http/messages.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Executor } from '../../../platform/ledger/index.js';
import type { BillingCaller } from '../context.js';
import { paymentLogWords, paymentMessages } from '../payment-messages.js';
import type { ReceiptListQuery } from '../payment-schemas.js';

type Receipt = typeof customerReceipts.$inferSelect;

function receiptRow(row: Receipt, customer: string | null) {
  return {
    no: row.receiptNo,
    status: row.status,
    customer: { id: row.customerUid, name: customer },
    currency: row.currency,
    amount: textOfCents(row.amountCents),
    allocated: textOfCents(row.allocatedCents),
    unallocated: textOfCents(row.status === 'recorded' ? row.amountCents - row.allocatedCents : 0n),
    receivedOn: row.receivedOn,
    payer: row.payer,
    bankReference: row.bankReference,
    note: row.note,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt,
    reversedAt: row.reversedAt,
    reverseReason: row.reverseReason,
  };
}

const customerName = sql<string | null>`(select name from ${enterprises} where uid = ${customerReceipts.customerUid})`;

/** The factory's receipts, an invoice's payments and a customer's open invoices and credit. */
export function receiptViews(db: Database) {
  return {
    /** Receipts by customer, payer, bank reference or number and received day; sums of every page for 合计. */
    async list(caller: BillingCaller, q: ReceiptListQuery) {
      const where: SQL[] = [eq(customerReceipts.merchantUid, caller.enterpriseUid)];
      if (q.customerUid) where.push(eq(customerReceipts.customerUid, q.customerUid));
      if (q.status) where.push(eq(customerReceipts.status, q.status));
      if (q.from) where.push(sql`${customerReceipts.receivedOn} >= ${q.from}`);
      if (q.to) where.push(sql`${customerReceipts.receivedOn} <= ${q.to}`);
      if (q.keyword?.trim()) {
        const pattern = likePattern(q.keyword.trim().toLowerCase());
        where.push(or(ilike(customerReceipts.searchText, pattern), ilike(customerName, pattern))!);
      }
      const sortable = {
        receivedOn: customerReceipts.receivedOn,
        no: customerReceipts.receiptNo,
        amount: customerReceipts.amountCents,
        allocated: customerReceipts.allocatedCents,
        payer: customerReceipts.payer,
        createdAt: customerReceipts.createdAt,
      };
      const [rows, [summary]] = await Promise.all([
        db
          .select({ row: customerReceipts, customer: customerName })
          .from(customerReceipts)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(customerReceipts.receivedOn)), desc(customerReceipts.createdAt))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({
            n: count(),
            currencies: sql<number>`count(distinct ${customerReceipts.currency})::int`,
            amount: sql<string>`coalesce(sum(${customerReceipts.amountCents}) filter (where ${customerReceipts.status} = 'recorded'), 0)::text`,
            allocated: sql<string>`coalesce(sum(${customerReceipts.allocatedCents}) filter (where ${customerReceipts.status} = 'recorded'), 0)::text`,
          })
          .from(customerReceipts)
          .where(and(...where)),
      ]);
      const amount = BigInt(summary?.amount ?? '0');
      const allocated = BigInt(summary?.allocated ?? '0');
      return {
        data: rows.map((r) => receiptRow(r.row, r.customer)),
        total: summary?.n ?? 0,
        // Reversed receipts count for nothing; several currencies cannot be added up (N/A).
        sums:
          (summary?.currencies ?? 0) > 1
            ? null
            : {
                amount: textOfCents(amount),
                allocated: textOfCents(allocated),
                unallocated: textOfCents(amount - allocated),
              },
      };
    },

    async detail(caller: BillingCaller, no: string, tx: Executor = db) {
      const [found] = await tx
        .select({ row: customerReceipts, customer: customerName })
        .from(customerReceipts)
        .where(and(eq(customerReceipts.receiptNo, no), eq(customerReceipts.merchantUid, caller.enterpriseUid)));
      if (!found) throw new AppError(404, paymentMessages.receiptNotFound, { no });
      const [allocations, log] = await Promise.all([
        tx
          .select({ allocation: customerReceiptAllocations, invoiceNo: customerInvoices.invoiceNo })
          .from(customerReceiptAllocations)
          .innerJoin(customerInvoices, eq(customerInvoices.id, customerReceiptAllocations.invoiceId))
          .where(eq(customerReceiptAllocations.receiptId, found.row.id))
          .orderBy(asc(customerReceiptAllocations.id)),
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
          .where(
            and(
              eq(auditLog.entity, 'customer_receipt'),
              eq(auditLog.entityUid, no),
              eq(auditLog.enterpriseUid, caller.enterpriseUid),
            ),
          )
          .orderBy(asc(auditLog.id)),
      ]);
      return {
        ...receiptRow(found.row, found.customer),
        allocations: allocations.map((a) => ({
          invoiceNo: a.invoiceNo,
          amount: textOfCents(a.allocation.amountCents),
          at: a.allocation.createdAt,
          undoneAt: a.allocation.undoneAt,
        })),
        log: log.map((l) => {
          const words = paymentLogWords[l.action];
          const after = (l.after ?? {}) as Record<string, string | number>;
          return {
            id: l.id,
            at: l.at,
            action: l.action,
            text: words ? translate(caller.language, words, { ...after, who: l.who ?? '—' }) : l.action,
          };
        }),
      };
    },

    /** The customer's issued invoices with money open (oldest first) and its receipts with credit left. */
    async receivables(caller: BillingCaller, customerUid: string) {
      const [invoices, credits, [customer]] = await Promise.all([
        db
          .select()
          .from(customerInvoices)
          .where(
            and(
              eq(customerInvoices.merchantUid, caller.enterpriseUid),
              eq(customerInvoices.customerUid, customerUid),
              inArray(customerInvoices.status, [...CUSTOMER_INVOICE_PAYABLE]),
            ),
          )
          .orderBy(asc(customerInvoices.issuedAt), asc(customerInvoices.invoiceNo))
          .limit(500),
        db
          .select()
          .from(customerReceipts)
          .where(
            and(
              eq(customerReceipts.merchantUid, caller.enterpriseUid),
              eq(customerReceipts.customerUid, customerUid),
              eq(customerReceipts.status, 'recorded'),
              gt(customerReceipts.amountCents, customerReceipts.allocatedCents),
            ),
          )
          .orderBy(asc(customerReceipts.receivedOn), asc(customerReceipts.receiptNo)),
        db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.uid, customerUid)),
      ]);
      return {
        customer: { id: customerUid, name: customer?.name ?? null },
        invoices: invoices.map((i) => ({
          no: i.invoiceNo,
          status: i.status,
          currency: i.currency,
          total: textOfCents(i.totalCents),
          paid: textOfCents(i.paidCents),
          writtenOff: textOfCents(i.writtenOffCents),
          open: textOfCents(invoiceOpenCents(i.totalCents, i.paidCents, i.writtenOffCents)),
          issuedAt: i.issuedAt,
          rowVersion: i.rowVersion,
        })),
        credits: credits.map((r) => ({
          no: r.receiptNo,
          currency: r.currency,
          unallocated: textOfCents(r.amountCents - r.allocatedCents),
          rowVersion: r.rowVersion,
        })),
      };
    },
  };
}

/** An invoice's payments, for its detail (either side). */
export async function invoicePaymentsOf(tx: Executor, invoiceId: string) {
  const rows = await tx
    .select({ allocation: customerReceiptAllocations, receipt: customerReceipts })
    .from(customerReceiptAllocations)
    .innerJoin(customerReceipts, eq(customerReceipts.id, customerReceiptAllocations.receiptId))
    .where(eq(customerReceiptAllocations.invoiceId, invoiceId))
    .orderBy(asc(customerReceiptAllocations.id));
  return rows.map((r) => ({
    receiptNo: r.receipt.receiptNo,
    receivedOn: r.receipt.receivedOn,
    bankReference: r.receipt.bankReference,
    amount: textOfCents(r.allocation.amountCents),
    undone: r.allocation.undoneAt !== null,
  }));
}
