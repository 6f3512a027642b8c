import { CUSTOMER_INVOICE_PAYABLE, invoiceOpenCents } from '@pcbunion/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customerInvoices } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import type { BillingCaller } from '../context.js';
import { billingMessages, invoiceStatusNames } from '../messages.js';
import { paymentMessages } from '../payment-messages.js';
import type { WriteOffBody } from '../payment-schemas.js';
import { audit, money, statusAfter } from './payment-steps.js';

/**
 * Writes off what is still open of an under-paid invoice, with a reason: a compare-and-set on the amounts read (and
 * the version the form read), so a payment allocated meanwhile makes it 409; the invoice is settled as written off.
 */
export async function writeOffInvoice(
  tx: Executor,
  caller: BillingCaller,
  invoiceNo: string,
  body: WriteOffBody,
  now: Date,
) {
  const [invoice] = await tx
    .select()
    .from(customerInvoices)
    .where(and(eq(customerInvoices.invoiceNo, invoiceNo), eq(customerInvoices.merchantUid, caller.enterpriseUid)));
  if (!invoice || invoice.status === 'draft')
    throw new AppError(404, billingMessages.invoiceNotFound, { no: invoiceNo });
  const open = invoiceOpenCents(invoice.totalCents, invoice.paidCents, invoice.writtenOffCents);
  if (!CUSTOMER_INVOICE_PAYABLE.includes(invoice.status) || open <= 0n)
    throw new AppError(
      409,
      localized(paymentMessages.nothingOpen, { no: invoiceNo, status: invoiceStatusNames[invoice.status]! }),
      {},
      0,
      'status',
    );
  const [updated] = await tx
    .update(customerInvoices)
    .set({
      writtenOffCents: sql`${customerInvoices.writtenOffCents} + ${open}`,
      writeOffReason: body.reason,
      status: statusAfter(invoice, invoice.paidCents, invoice.writtenOffCents + open),
      rowVersion: sql`${customerInvoices.rowVersion} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(customerInvoices.id, invoice.id),
        inArray(customerInvoices.status, [...CUSTOMER_INVOICE_PAYABLE]),
        eq(customerInvoices.paidCents, invoice.paidCents),
        eq(customerInvoices.writtenOffCents, invoice.writtenOffCents),
        ...(body.rowVersion ? [eq(customerInvoices.rowVersion, body.rowVersion)] : []),
      ),
    )
    .returning();
  if (!updated)
    throw new AppError(
      409,
      paymentMessages.invoiceChanged,
      { no: invoiceNo, open: money(open, invoice.currency) },
      0,
      'rowVersion',
    );
  await audit(
    tx,
    caller,
    'customer_invoice',
    invoiceNo,
    'write_off',
    { amount: money(open, invoice.currency), reason: body.reason },
    now,
  );
  return { invoice: updated, amount: money(open, invoice.currency) };
}
