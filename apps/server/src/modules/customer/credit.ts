import { billingLineAmountCents, orderUnitPriceOf, textOfCents } from '@pcbunion/core';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { customerChanges, customerInvoices, customerStatementLines, customerStatements, customers, deliveries, deliveryLines, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../ledger/index.js';
import { customerMessages } from './messages.js';

/**
 * Credit use of a customer with a factory, like ERPNext's / Odoo's credit limit. The open receivables are what the
 * factory has delivered and not yet invoiced:
 *   shipped or received deliveries (quantity − disputed on receipt) × the order's unit price, per order, to the cent
 *   + the price impact of accepted customer changes + the factory's own adjustments on live statements
 *   − the totals of the customer's issued or sent invoices (never below 0).
 * No customer payment is recorded on the platform (a platform order's wallet payment is its deposit, not the
 * receivable), so an issued invoice is where an amount leaves "open".
 */
export async function openReceivablesCents(tx: Executor, merchantUid: string, customerUid: string): Promise<bigint> {
  const [delivered, changes, adjustments, invoiced] = await Promise.all([
    tx
      .select({ orderNo: deliveryLines.orderNo, quantity: sql<number>`coalesce(sum(${deliveryLines.quantity} - coalesce(${deliveryLines.disputed}, 0)), 0)::int` })
      .from(deliveryLines)
      .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
      .where(and(eq(deliveries.merchantUid, merchantUid), eq(deliveries.customerUid, customerUid), inArray(deliveries.status, ['shipped', 'received'])))
      .groupBy(deliveryLines.orderNo),
    tx
      .select({ cents: sql<string>`coalesce(sum(${customerChanges.amountDelta}), 0)::text` })
      .from(customerChanges)
      .where(and(eq(customerChanges.merchantUid, merchantUid), eq(customerChanges.customerUid, customerUid), eq(customerChanges.status, 'accepted'))),
    tx
      .select({ cents: sql<string>`coalesce(sum(${customerStatementLines.amountCents}), 0)::text` })
      .from(customerStatementLines)
      .innerJoin(customerStatements, eq(customerStatements.id, customerStatementLines.statementId))
      .where(and(eq(customerStatements.merchantUid, merchantUid), eq(customerStatements.customerUid, customerUid), ne(customerStatements.status, 'cancelled'), eq(customerStatementLines.kind, 'adjustment'), isNull(customerStatementLines.changeNo))),
    tx
      .select({ cents: sql<string>`coalesce(sum(${customerInvoices.totalCents}), 0)::text` })
      .from(customerInvoices)
      .where(and(eq(customerInvoices.merchantUid, merchantUid), eq(customerInvoices.customerUid, customerUid), inArray(customerInvoices.status, ['issued', 'sent']))),
  ]);
  let open = BigInt(changes[0]?.cents ?? '0') + BigInt(adjustments[0]?.cents ?? '0') - BigInt(invoiced[0]?.cents ?? '0');
  const prices = await unitPrices(tx, merchantUid, customerUid, delivered.map((d) => d.orderNo));
  for (const d of delivered) open += billingLineAmountCents(d.quantity, prices.get(d.orderNo) ?? '0');
  return open > 0n ? open : 0n;
}

/** Each order's unit price: its line totals ÷ their quantities (as on the statement). */
export async function unitPrices(tx: Executor, merchantUid: string, customerUid: string, orderNos: string[]): Promise<Map<string, string>> {
  const prices = new Map<string, string>();
  if (!orderNos.length) return prices;
  const rows = await tx
    .select({ orderNo: orders.orderNo, total: sql<string>`coalesce(sum(${orderItems.total}), 0)::text`, quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.orderNo, orderNos), eq(orders.merchantUid, merchantUid), eq(orders.customerUid, customerUid)))
    .groupBy(orders.orderNo);
  for (const r of rows) prices.set(r.orderNo, orderUnitPriceOf(BigInt(r.total), Number(r.quantity)));
  return prices;
}

/** The factory's customer file of a platform customer, when it has one (its limit and terms). */
async function fileOf(tx: Executor, merchantUid: string, customerUid: string) {
  const [row] = await tx
    .select({ uid: customers.uid, name: customers.name, creditLimitCents: customers.creditLimitCents, paymentTerms: customers.paymentTerms, currency: customers.currency })
    .from(customers)
    .where(and(eq(customers.enterpriseUid, merchantUid), eq(customers.platformEnterpriseUid, customerUid)));
  return row ?? null;
}

/** Whether a limit holds: credit terms (not prepaid) and a limit above 0 (0 means no limit, as the customer file says). */
export const creditLimited = (file: { creditLimitCents: bigint; paymentTerms: string }) => file.paymentTerms !== 'prepaid' && file.creditLimitCents > 0n;

/** Limit, open and available (cents; available null without a limit) of a customer file linked to a platform customer. */
export async function creditUse(tx: Executor, merchantUid: string, file: { platformEnterpriseUid: string | null; creditLimitCents: bigint; paymentTerms: string; currency: string }) {
  const open = file.platformEnterpriseUid ? await openReceivablesCents(tx, merchantUid, file.platformEnterpriseUid) : 0n;
  const limited = creditLimited(file);
  return { limited, currency: file.currency, limit: textOfCents(file.creditLimitCents), open: textOfCents(open), available: limited ? textOfCents(file.creditLimitCents - open) : null };
}

/**
 * The credit gate of new business: the factory releasing `amountCents` more for a platform customer on credit terms
 * with a limit is refused (409) when the open receivables plus it exceed the limit, naming all three.
 */
export async function assertWithinCredit(tx: Executor, merchantUid: string, customerUid: string, amountCents: bigint): Promise<void> {
  const file = await fileOf(tx, merchantUid, customerUid);
  if (!file || !creditLimited(file)) return;
  // One release at a time per customer file: two at once never together pass the limit.
  await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, file.uid)).for('update');
  const open = await openReceivablesCents(tx, merchantUid, customerUid);
  if (open + amountCents > file.creditLimitCents) {
    const money = (c: bigint) => `${file.currency} ${textOfCents(c)}`;
    throw new AppError(409, customerMessages.creditExceeded, { customer: file.name, limit: money(file.creditLimitCents), open: money(open), amount: money(amountCents) }, 0, 'status');
  }
}
