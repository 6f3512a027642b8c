import { allocationProblem, CUSTOMER_INVOICE_PAYABLE, invoiceOpenCents } from '@pcbunion/core';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customerInvoices, customerReceiptAllocations, customerReceipts } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { fieldError } from '../../../http/field-error.js';
import { businessNumber } from '../../../platform/business-numbers.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import type { BillingBell, BillingCaller } from '../context.js';
import { invoiceStatusNames } from '../messages.js';
import { paymentLabels, paymentMessages, receiptStatusNames } from '../payment-messages.js';
import type { AllocationsBody, ReceiptBody, ReverseBody, WriteOffBody } from '../payment-schemas.js';
import { audit, centsOf, money, statusAfter } from './payment-steps.js';
import { writeOffInvoice } from './write-off.js';

type Receipt = typeof customerReceipts.$inferSelect;

/**
 * Customer payments (issue 30): a bank receipt recorded by the factory and allocated to the customer's issued
 * invoices. Every amount is a guarded single UPDATE — an invoice takes no more than it has open, a receipt gives no
 * more than it has left — so of two allocations racing for the last open cents one wins and the other is 409.
 */
export function receiptService(db: Database, clock: Clock) {
  /**
   * Allocates parts of `receipt` to the factory's invoices of the receipt's customer: each named invoice must be
   * issued, open, in the receipt's currency; the problems are refused naming the line's field.
   */
  async function allocate(
    tx: Executor,
    caller: BillingCaller,
    receipt: Receipt,
    wanted: AllocationsBody['allocations'],
    now: Date,
    bells: BillingBell[],
  ) {
    if (!wanted.length) return receipt;
    const parsed = wanted.map((a, i) => ({
      invoiceNo: a.invoiceNo.trim(),
      amountCents: centsOf(a.amount, `allocations.${i}.amount`, 'allocation'),
      rowVersion: a.rowVersion,
    }));
    const invoices = await tx
      .select()
      .from(customerInvoices)
      .where(
        and(
          inArray(
            customerInvoices.invoiceNo,
            parsed.map((p) => p.invoiceNo),
          ),
          eq(customerInvoices.merchantUid, caller.enterpriseUid),
          eq(customerInvoices.customerUid, receipt.customerUid),
        ),
      );
    const byNo = new Map(invoices.map((i) => [i.invoiceNo, i]));
    for (const [i, p] of parsed.entries()) {
      const invoice = byNo.get(p.invoiceNo);
      const field = `allocations.${i}.invoiceNo`;
      const values = { position: i + 1, no: p.invoiceNo };
      if (!invoice) throw fieldError(field, paymentLabels.invoiceNo!, paymentMessages.invoiceNotFound, values);
      if (!CUSTOMER_INVOICE_PAYABLE.includes(invoice.status))
        throw fieldError(
          field,
          paymentLabels.invoiceNo!,
          localized(paymentMessages.notPayable, { status: invoiceStatusNames[invoice.status]! }),
          values,
        );
      if (invoice.currency !== receipt.currency)
        throw fieldError(field, paymentLabels.invoiceNo!, paymentMessages.otherCurrency, {
          ...values,
          invoiceCurrency: invoice.currency,
          currency: receipt.currency,
        });
    }
    const openOf = (no: string) => {
      const i = byNo.get(no)!;
      return invoiceOpenCents(i.totalCents, i.paidCents, i.writtenOffCents);
    };
    const problem = allocationProblem(receipt.amountCents - receipt.allocatedCents, parsed, openOf);
    if (problem) {
      const position = Number(problem.field.split('.')[1] ?? 0) + 1;
      if (problem.problem === 'beyond_receipt')
        throw fieldError('allocations', paymentLabels.allocations!, paymentMessages.beyondReceipt, {
          unallocated: money(problem.unallocated, receipt.currency),
        });
      if (problem.problem === 'twice')
        throw fieldError(problem.field, paymentLabels.invoiceNo!, paymentMessages.twice, { position });
      throw fieldError(
        problem.field,
        paymentLabels.allocation!,
        problem.problem === 'not_positive' ? paymentMessages.notPositive : paymentMessages.beyondOpen,
        { position, no: parsed[position - 1]!.invoiceNo, open: money(problem.open, receipt.currency) },
      );
    }
    let sum = 0n;
    for (const [i, p] of parsed.entries()) {
      const invoice = byNo.get(p.invoiceNo)!;
      // The guard: still payable, still open by the amount (and the version read, when the form sent it).
      const [moved] = await tx
        .update(customerInvoices)
        .set({
          paidCents: sql`${customerInvoices.paidCents} + ${p.amountCents}`,
          rowVersion: sql`${customerInvoices.rowVersion} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(customerInvoices.id, invoice.id),
            inArray(customerInvoices.status, [...CUSTOMER_INVOICE_PAYABLE]),
            sql`${customerInvoices.totalCents} - ${customerInvoices.paidCents} - ${customerInvoices.writtenOffCents} >= ${p.amountCents}`,
            ...(p.rowVersion ? [eq(customerInvoices.rowVersion, p.rowVersion)] : []),
          ),
        )
        .returning();
      if (!moved) {
        const [fresh] = await tx.select().from(customerInvoices).where(eq(customerInvoices.id, invoice.id));
        const open = fresh ? invoiceOpenCents(fresh.totalCents, fresh.paidCents, fresh.writtenOffCents) : 0n;
        throw new AppError(
          409,
          paymentMessages.invoiceChanged,
          { no: invoice.invoiceNo, open: money(open, invoice.currency) },
          0,
          `allocations.${i}.amount`,
        );
      }
      const status = statusAfter(moved, moved.paidCents, moved.writtenOffCents);
      if (status !== moved.status)
        await tx.update(customerInvoices).set({ status }).where(eq(customerInvoices.id, invoice.id));
      await tx.insert(customerReceiptAllocations).values({
        receiptId: receipt.id,
        invoiceId: invoice.id,
        amountCents: p.amountCents,
        createdBy: caller.accountUid,
        createdAt: now,
      });
      const open = invoiceOpenCents(moved.totalCents, moved.paidCents, moved.writtenOffCents);
      await audit(
        tx,
        caller,
        'customer_invoice',
        invoice.invoiceNo,
        'payment',
        {
          receipt: receipt.receiptNo,
          amount: money(p.amountCents, receipt.currency),
          open: money(open, receipt.currency),
        },
        now,
      );
      bells.push({
        enterpriseUid: receipt.customerUid,
        screen: 'customer-invoice',
        event: 'invoice_paid',
        values: {
          no: invoice.invoiceNo,
          amount: money(p.amountCents, receipt.currency),
          open: money(open, receipt.currency),
        },
      });
      sum += p.amountCents;
    }
    const [taken] = await tx
      .update(customerReceipts)
      .set({
        allocatedCents: sql`${customerReceipts.allocatedCents} + ${sum}`,
        rowVersion: sql`${customerReceipts.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(customerReceipts.id, receipt.id),
          eq(customerReceipts.status, 'recorded'),
          sql`${customerReceipts.allocatedCents} + ${sum} <= ${customerReceipts.amountCents}`,
        ),
      )
      .returning();
    if (!taken) throw new AppError(409, paymentMessages.receiptChanged, { no: receipt.receiptNo }, 0, 'allocations');
    await audit(
      tx,
      caller,
      'customer_receipt',
      receipt.receiptNo,
      'allocate',
      { amount: money(sum, receipt.currency), invoices: parsed.map((p) => p.invoiceNo).join(', ') },
      now,
    );
    return taken;
  }

  async function loadReceipt(tx: Executor, caller: BillingCaller, no: string, lock = false) {
    const query = tx
      .select()
      .from(customerReceipts)
      .where(and(eq(customerReceipts.receiptNo, no), eq(customerReceipts.merchantUid, caller.enterpriseUid)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, paymentMessages.receiptNotFound, { no });
    return row;
  }

  const recorded = (row: Receipt, rowVersion?: number) => {
    if (row.status !== 'recorded')
      throw new AppError(
        409,
        localized(paymentMessages.receiptState, { no: row.receiptNo, status: receiptStatusNames[row.status]! }),
        {},
        0,
        'status',
      );
    if (rowVersion && rowVersion !== row.rowVersion)
      throw new AppError(409, paymentMessages.receiptChanged, { no: row.receiptNo }, 0, 'rowVersion');
  };

  return {
    /** Records a bank receipt of a customer and allocates it; what is not allocated stays the customer's credit. */
    async record(tx: Executor, caller: BillingCaller, body: ReceiptBody, bells: BillingBell[]) {
      const now = clock.now();
      const amountCents = centsOf(body.amount, 'amount', 'amount');
      const [known] = await tx
        .select({ currency: customerInvoices.currency })
        .from(customerInvoices)
        .where(
          and(
            eq(customerInvoices.merchantUid, caller.enterpriseUid),
            eq(customerInvoices.customerUid, body.customerUid),
            ne(customerInvoices.status, 'draft'),
          ),
        )
        .limit(1);
      if (!known) throw fieldError('customerUid', paymentLabels.customerUid!, paymentMessages.unknownCustomer);
      const [first] = body.allocations.length
        ? await tx
            .select({ currency: customerInvoices.currency })
            .from(customerInvoices)
            .where(
              and(
                eq(customerInvoices.invoiceNo, body.allocations[0]!.invoiceNo.trim()),
                eq(customerInvoices.merchantUid, caller.enterpriseUid),
              ),
            )
        : [];
      const currency = body.currency ?? first?.currency ?? known.currency;
      const no = await businessNumber(tx, 'CR', now);
      const [row] = await tx
        .insert(customerReceipts)
        .values({
          receiptNo: no,
          merchantUid: caller.enterpriseUid,
          customerUid: body.customerUid,
          currency,
          amountCents,
          receivedOn: body.receivedOn,
          payer: body.payer,
          bankReference: body.bankReference,
          note: body.note ?? null,
          searchText: [no, body.payer, body.bankReference].join(' ').toLowerCase(),
          createdBy: caller.accountUid,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(
        tx,
        caller,
        'customer_receipt',
        no,
        'record',
        {
          amount: money(amountCents, currency),
          receivedOn: body.receivedOn,
          payer: body.payer,
          bankReference: body.bankReference,
        },
        now,
      );
      return allocate(tx, caller, row!, body.allocations, now, bells);
    },

    /** Allocates what is left of a receipt (the customer's credit) to later invoices. */
    async allocateMore(tx: Executor, caller: BillingCaller, no: string, body: AllocationsBody, bells: BillingBell[]) {
      const row = await loadReceipt(tx, caller, no, true);
      recorded(row, body.rowVersion);
      return allocate(tx, caller, row, body.allocations, clock.now(), bells);
    },

    /** A receipt entered by mistake: reversed with a reason, its allocations undone; the rows and the log stay. */
    async reverse(tx: Executor, caller: BillingCaller, no: string, body: ReverseBody) {
      const now = clock.now();
      const row = await loadReceipt(tx, caller, no, true);
      recorded(row, body.rowVersion);
      const live = await tx
        .select({ allocation: customerReceiptAllocations, invoice: customerInvoices })
        .from(customerReceiptAllocations)
        .innerJoin(customerInvoices, eq(customerInvoices.id, customerReceiptAllocations.invoiceId))
        .where(and(eq(customerReceiptAllocations.receiptId, row.id), isNull(customerReceiptAllocations.undoneAt)))
        .orderBy(customerInvoices.id)
        .for('update');
      for (const { allocation, invoice } of live) {
        const paid = invoice.paidCents - allocation.amountCents;
        await tx
          .update(customerInvoices)
          .set({
            paidCents: sql`${customerInvoices.paidCents} - ${allocation.amountCents}`,
            status: statusAfter(invoice, paid, invoice.writtenOffCents),
            rowVersion: sql`${customerInvoices.rowVersion} + 1`,
            updatedAt: now,
          })
          .where(eq(customerInvoices.id, invoice.id));
        await tx
          .update(customerReceiptAllocations)
          .set({ undoneAt: now })
          .where(eq(customerReceiptAllocations.id, allocation.id));
        await audit(
          tx,
          caller,
          'customer_invoice',
          invoice.invoiceNo,
          'payment_undone',
          {
            receipt: no,
            amount: money(allocation.amountCents, row.currency),
            open: money(invoiceOpenCents(invoice.totalCents, paid, invoice.writtenOffCents), row.currency),
          },
          now,
        );
      }
      const [updated] = await tx
        .update(customerReceipts)
        .set({
          status: 'reversed',
          allocatedCents: 0n,
          reverseReason: body.reason,
          reversedAt: now,
          rowVersion: sql`${customerReceipts.rowVersion} + 1`,
          updatedAt: now,
        })
        .where(and(eq(customerReceipts.id, row.id), eq(customerReceipts.status, 'recorded')))
        .returning();
      await audit(tx, caller, 'customer_receipt', no, 'reverse', { reason: body.reason }, now);
      return updated!;
    },

    /** Writes off what is still open of an under-paid invoice, with a reason. */
    writeOff: (tx: Executor, caller: BillingCaller, invoiceNo: string, body: WriteOffBody) =>
      writeOffInvoice(tx, caller, invoiceNo, body, clock.now()),
  };
}
