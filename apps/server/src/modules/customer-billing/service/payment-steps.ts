import { centsOfInput, customerInvoicePaymentStatus, textOfCents } from '@pcbunion/core';
import type { customerInvoices } from '../../../db/schema/index.js';
import { fieldError } from '../../../http/field-error.js';
import { recordAudit } from '../../../platform/audit.js';
import type { Executor } from '../../../platform/ledger/index.js';
import type { BillingCaller } from '../context.js';
import { paymentLabels, paymentMessages } from '../payment-messages.js';

/** What receipts and write-offs share: money in words, the audit entry, an amount read, an invoice's state. */
type Invoice = typeof customerInvoices.$inferSelect;
export const money = (cents: bigint, currency: string) => `${currency} ${textOfCents(cents)}`;

export async function audit(
  tx: Executor,
  caller: BillingCaller,
  entity: 'customer_receipt' | 'customer_invoice',
  no: string,
  action: string,
  after: Record<string, unknown>,
  at: Date,
) {
  await recordAudit(tx, {
    at,
    actorAccountUid: caller.accountUid,
    enterpriseUid: caller.enterpriseUid,
    entity,
    entityUid: no,
    action,
    before: null,
    after,
    ip: caller.ip,
  });
}

export const centsOf = (value: string | number | undefined, field: string, label: keyof typeof paymentLabels) => {
  const cents = centsOfInput(typeof value === 'string' ? value.trim() : value);
  if (cents === undefined || cents <= 0n) throw fieldError(field, paymentLabels[label]!, paymentMessages.badAmount);
  return cents;
};

/** The invoice's payment state after its money moved: paid, partly paid, written off, or back to issued / sent. */
export const statusAfter = (invoice: Invoice, paidCents: bigint, writtenOffCents: bigint) =>
  customerInvoicePaymentStatus({
    totalCents: invoice.totalCents,
    paidCents,
    writtenOffCents,
    sent: invoice.sentAt !== null,
  });
