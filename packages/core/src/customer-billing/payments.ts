import type { CustomerInvoiceStatus } from './states.js';

/**
 * Customer payments (issue 30): a bank receipt of the customer, allocated to its issued invoices. Modelled on
 * ERPNext's Payment Entry (references with allocated amounts, unallocated amount as an advance) and Odoo's
 * reconciliation, in cents. Each invoice's open amount is total − allocated − written off; a receipt's unallocated
 * credit is its amount − its live allocations. Neither is ever below 0: allocations ≤ the receipt, an allocation ≤
 * the invoice's open amount.
 */
export const CUSTOMER_RECEIPT_STATUSES = ['recorded', 'reversed'] as const;
export type CustomerReceiptStatus = (typeof CUSTOMER_RECEIPT_STATUSES)[number];

/** The states an invoice takes money in: issued (or sent) and not yet settled. */
export const CUSTOMER_INVOICE_PAYABLE: readonly CustomerInvoiceStatus[] = ['issued', 'sent', 'partly_paid'];
/** The states an invoice has been issued in (the customer owes it, paid or not). */
export const CUSTOMER_INVOICE_ISSUED: readonly CustomerInvoiceStatus[] = [
  'issued',
  'sent',
  'partly_paid',
  'paid',
  'written_off',
];

export const invoiceOpenCents = (total: bigint, paid: bigint, writtenOff: bigint) => total - paid - writtenOff;

/**
 * The state an issued invoice is in from its money: settled by payments alone → paid; settled with a write-off →
 * written off; something paid or written off → partly paid; nothing → issued, or sent when it was sent.
 */
export function customerInvoicePaymentStatus(invoice: {
  totalCents: bigint;
  paidCents: bigint;
  writtenOffCents: bigint;
  sent: boolean;
}): CustomerInvoiceStatus {
  const open = invoiceOpenCents(invoice.totalCents, invoice.paidCents, invoice.writtenOffCents);
  if (open <= 0n) return invoice.writtenOffCents > 0n ? 'written_off' : 'paid';
  if (invoice.paidCents > 0n || invoice.writtenOffCents > 0n) return 'partly_paid';
  return invoice.sent ? 'sent' : 'issued';
}

/** The factory's payment actions on an invoice in a state: take a payment, write the rest off. */
export function customerInvoicePaymentActions(status: CustomerInvoiceStatus, side: 'factory' | 'customer') {
  if (side !== 'factory' || !CUSTOMER_INVOICE_PAYABLE.includes(status)) return [];
  return ['record_payment', 'write_off'] as const;
}

export type AllocationProblem =
  | { field: `allocations.${number}.amount`; problem: 'not_positive' | 'beyond_open'; open: bigint }
  | { field: `allocations.${number}.invoiceNo`; problem: 'twice' }
  | { field: 'allocations'; problem: 'beyond_receipt'; unallocated: bigint };

/**
 * The first thing wrong with allocating `allocations` of a receipt with `unallocated` cents left to invoices open by
 * `openOf(invoiceNo)`: an amount ≤ 0, an invoice named twice, an amount beyond the invoice's open amount, or a sum
 * beyond what is left of the receipt. Null when they add up.
 */
export function allocationProblem(
  unallocated: bigint,
  allocations: ReadonlyArray<{ invoiceNo: string; amountCents: bigint }>,
  openOf: (invoiceNo: string) => bigint,
): AllocationProblem | null {
  const seen = new Set<string>();
  let sum = 0n;
  for (const [i, a] of allocations.entries()) {
    if (seen.has(a.invoiceNo)) return { field: `allocations.${i}.invoiceNo`, problem: 'twice' };
    seen.add(a.invoiceNo);
    const open = openOf(a.invoiceNo);
    if (a.amountCents <= 0n) return { field: `allocations.${i}.amount`, problem: 'not_positive', open };
    if (a.amountCents > open) return { field: `allocations.${i}.amount`, problem: 'beyond_open', open };
    sum += a.amountCents;
  }
  if (sum > unallocated) return { field: 'allocations', problem: 'beyond_receipt', unallocated };
  return null;
}
