import type { CustomerCurrency } from './schemas.js';
import { textOfCents } from '@pcbunion/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customers } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../../platform/ledger/index.js';
import { customerMessages } from './messages.js';

/**
 * Credit use of a customer with a factory, like ERPNext's / Odoo's credit limit. The rule is one SQL function in the
 * database (`customer_credit_parts`, migration 0036): the release gate and the customer file compute it live, and
 * triggers keep each pair's result in `customer_credit` for the customer list to show and sort on. Credit used is
 *   the open receivables (never below 0): what the factory delivered and was not paid for —
 *     shipped or received deliveries (quantity − disputed on receipt) × the order's unit price, per order, to the cent
 *     + the price impact of accepted customer changes + the factory's own adjustments on live statements
 *     − the customer's recorded payments (allocated to invoices or still its credit, issue 30)
 *     − what the factory wrote off of under-paid invoices (migration 0050);
 *   + the released undelivered sales notices: each released or acknowledged notice's quantity not yet shipped
 *     (quantity − the quantities of its shipped or received delivery lines, never below 0) × its order's unit price,
 *     per notice, to the cent — business let into production that is not yet a receivable.
 * A unit price is the order's line totals ÷ their quantities, rounded half-up to 6 places; an amount is rounded
 * half-up to the cent once (core's `orderUnitPriceOf` and `billingLineAmountCents`, in numeric). An issued invoice
 * no longer counts as paid: only a customer payment (a bank receipt the factory records) or a write-off takes an
 * amount out of "open". A platform order's wallet payment is its deposit, not the receivable.
 */

/**
 * The credit used of a customer file in the list's query, to select as text and to sort on: its pair's kept row
 * (`customer_credit`, recomputed by triggers in the transaction of every change), 0 without a platform customer.
 */
export const fileCreditUsedSql =
  (): SQL => sql`coalesce((select greatest(cc.receivables_cents, 0) + cc.undelivered_cents from customer_credit cc
  where cc.merchant_uid = ${customers.enterpriseUid} and cc.customer_uid = ${customers.platformEnterpriseUid}), 0)`;

/**
 * Open receivables (floored at 0) and released undelivered notices of a platform customer, in cents, with the
 * issued invoices' open amounts and the payments not yet allocated (the customer's credit).
 */
export async function creditBreakdownCents(
  tx: Executor,
  merchantUid: string,
  customerUid: string,
): Promise<{ receivables: bigint; undelivered: bigint; openInvoices: bigint; unallocated: bigint }> {
  const m = sql`${merchantUid}::uuid`;
  const c = sql`${customerUid}::uuid`;
  const [row] = await tx
    .select({
      receivables: sql<string>`greatest(p.receivables, 0)::bigint::text`,
      undelivered: sql<string>`p.undelivered::bigint::text`,
      openInvoices: sql<string>`coalesce((select sum(iv.total_cents - iv.paid_cents - iv.written_off_cents)
        from customer_invoices iv where iv.merchant_uid = ${m} and iv.customer_uid = ${c}
        and iv.status in ('issued', 'sent', 'partly_paid')), 0)::text`,
      unallocated: sql<string>`coalesce((select sum(r.amount_cents - r.allocated_cents) from customer_receipts r
        where r.merchant_uid = ${m} and r.customer_uid = ${c} and r.status = 'recorded'), 0)::text`,
    })
    .from(sql`customer_credit_parts(${m}, ${c}) p`);
  return {
    receivables: BigInt(row?.receivables ?? '0'),
    undelivered: BigInt(row?.undelivered ?? '0'),
    openInvoices: BigInt(row?.openInvoices ?? '0'),
    unallocated: BigInt(row?.unallocated ?? '0'),
  };
}

/** The factory's customer file of a platform customer, when it has one (its limit and terms). */
async function fileOf(tx: Executor, merchantUid: string, customerUid: string) {
  const [row] = await tx
    .select({
      uid: customers.uid,
      name: customers.name,
      creditLimitCents: customers.creditLimitCents,
      paymentTerms: customers.paymentTerms,
      currency: customers.currency,
    })
    .from(customers)
    .where(and(eq(customers.enterpriseUid, merchantUid), eq(customers.platformEnterpriseUid, customerUid)));
  return row ?? null;
}

/** Whether a limit holds: credit terms (not prepaid) and a limit above 0 (0 means no limit, as the customer file says). */
export const creditLimited = (file: { creditLimitCents: bigint; paymentTerms: string }) =>
  file.paymentTerms !== 'prepaid' && file.creditLimitCents > 0n;

/**
 * Limit, used and available (cents as text; available null without a limit) of a customer file linked to a platform
 * customer, with what the use is made of: open receivables and released undelivered notices.
 */
export async function creditUse(
  tx: Executor,
  merchantUid: string,
  file: { platformEnterpriseUid: string | null; creditLimitCents: bigint; paymentTerms: string; currency: string },
) {
  const { receivables, undelivered, openInvoices, unallocated } = file.platformEnterpriseUid
    ? await creditBreakdownCents(tx, merchantUid, file.platformEnterpriseUid)
    : { receivables: 0n, undelivered: 0n, openInvoices: 0n, unallocated: 0n };
  const used = receivables + undelivered;
  const limited = creditLimited(file);
  return {
    limited,
    currency: file.currency as CustomerCurrency,
    limit: textOfCents(file.creditLimitCents),
    used: textOfCents(used),
    usedCents: used.toString(),
    open: textOfCents(receivables),
    undelivered: textOfCents(undelivered),
    available: limited ? textOfCents(file.creditLimitCents - used) : null,
    openInvoices: textOfCents(openInvoices),
    unallocatedCredit: textOfCents(unallocated),
  };
}

/**
 * The credit gate of new business: the factory releasing `amountCents` more for a platform customer on credit terms
 * with a limit is refused (409) when the credit used (open receivables + released undelivered notices) plus it exceed
 * the limit, naming all three. The customer file's row is locked first, so of two releases at once the second waits
 * and then counts the first (read committed: its next statement sees the committed release).
 */
export async function assertWithinCredit(
  tx: Executor,
  merchantUid: string,
  customerUid: string,
  amountCents: bigint,
): Promise<void> {
  const file = await fileOf(tx, merchantUid, customerUid);
  if (!file || !creditLimited(file)) return;
  const [locked] = await tx
    .select({ creditLimitCents: customers.creditLimitCents, paymentTerms: customers.paymentTerms })
    .from(customers)
    .where(eq(customers.uid, file.uid))
    .for('update');
  // The limit as it is once locked (a change of the file in between is seen too).
  if (!locked || !creditLimited(locked)) return;
  const { receivables, undelivered } = await creditBreakdownCents(tx, merchantUid, customerUid);
  const used = receivables + undelivered;
  if (used + amountCents > locked.creditLimitCents) {
    const money = (c: bigint) => `${file.currency} ${textOfCents(c)}`;
    throw new AppError(
      409,
      customerMessages.creditExceeded,
      {
        customer: file.name,
        limit: money(locked.creditLimitCents),
        used: money(used),
        open: money(receivables),
        undelivered: money(undelivered),
        amount: money(amountCents),
      },
      0,
      'status',
    );
  }
}

/** The unit price of one order of the factory's customer (6 places, '0' when there is none). */
export async function orderUnitPrice(
  tx: Executor,
  merchantUid: string,
  customerUid: string,
  orderNo: string,
): Promise<string> {
  const [row] = await tx
    .select({
      price: sql<string>`order_unit_price((
        select o.id from orders o
        where o.order_no = ${orderNo} and o.merchant_uid = ${merchantUid}::uuid and o.customer_uid = ${customerUid}::uuid
      ))::text`,
    })
    .from(sql`(select 1) as one`);
  return row?.price ?? '0';
}
