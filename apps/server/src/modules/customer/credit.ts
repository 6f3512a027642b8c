import { textOfCents } from '@pcbunion/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customers } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../ledger/index.js';
import { customerMessages } from './messages.js';

/**
 * Credit use of a customer with a factory, like ERPNext's / Odoo's credit limit, in SQL so that the customer list
 * computes and sorts it in its one query and the release gate counts exactly what the screens show. Credit used is
 *   the open receivables (never below 0): what the factory delivered and has not invoiced —
 *     shipped or received deliveries (quantity − disputed on receipt) × the order's unit price, per order, to the cent
 *     + the price impact of accepted customer changes + the factory's own adjustments on live statements
 *     − the totals of the customer's issued or sent invoices;
 *   + the released undelivered sales notices: each released or acknowledged notice's quantity not yet shipped
 *     (quantity − the quantities of its shipped or received delivery lines, never below 0) × its order's unit price,
 *     per notice, to the cent — business let into production that is not yet a receivable.
 * A unit price is the order's line totals ÷ their quantities, rounded half-up to 6 places; an amount is rounded
 * half-up to the cent once (core's `orderUnitPriceOf` and `billingLineAmountCents`, in numeric). No customer payment
 * is recorded on the platform (a platform order's wallet payment is its deposit, not the receivable), so an issued
 * invoice is where an amount leaves "open".
 */

type Operand = SQL | string | SQL.Aliased | { getSQL(): SQL };

/** The unit price (numeric, 6 places) of the order `o` matches; 0 when none does. */
const unitPriceOf = (match: SQL) => sql`(select case when coalesce(sum(oi.quantity), 0) > 0
    then round(coalesce(sum(oi.total), 0)::numeric / 100 / sum(oi.quantity), 6)
    else round(coalesce(sum(oi.total), 0)::numeric / 100, 6) end
  from orders o left join order_items oi on oi.order_id = o.id where ${match})`;

/** Open receivables in cents (numeric, may be below 0 before the floor) of customer enterprise `c` with factory `m`. */
export function receivablesSql(m: Operand, c: Operand): SQL {
  return sql`(
    coalesce((select sum(round(d.quantity * ${unitPriceOf(sql`o.order_no = d.order_no and o.merchant_uid = ${m} and o.customer_uid = ${c}`)} * 100, 0))
      from (select dl.order_no, sum(dl.quantity - coalesce(dl.disputed, 0)) as quantity
        from delivery_lines dl join deliveries dv on dv.id = dl.delivery_id
        where dv.merchant_uid = ${m} and dv.customer_uid = ${c} and dv.status in ('shipped', 'received')
        group by dl.order_no) d), 0)
    + coalesce((select sum(ch.amount_delta) from customer_changes ch where ch.merchant_uid = ${m} and ch.customer_uid = ${c} and ch.status = 'accepted'), 0)
    + coalesce((select sum(sl.amount_cents) from customer_statement_lines sl join customer_statements st on st.id = sl.statement_id
        where st.merchant_uid = ${m} and st.customer_uid = ${c} and st.status <> 'cancelled' and sl.kind = 'adjustment' and sl.change_no is null), 0)
    - coalesce((select sum(iv.total_cents) from customer_invoices iv where iv.merchant_uid = ${m} and iv.customer_uid = ${c} and iv.status in ('issued', 'sent')), 0)
  )`;
}

/** Released undelivered sales notices in cents (numeric) of customer enterprise `c` with factory `m`. */
export function undeliveredSql(m: Operand, c: Operand): SQL {
  return sql`coalesce((select sum(round(greatest(n.quantity - coalesce((select sum(sdl.quantity) from delivery_lines sdl join deliveries sdv on sdv.id = sdl.delivery_id
        where sdl.sale_notice_id = n.id and sdv.status in ('shipped', 'received')), 0), 0) * ${unitPriceOf(sql`o.id = n.order_id`)} * 100, 0))
    from sale_notices n where n.merchant_uid = ${m} and n.customer_uid = ${c} and n.status in ('released', 'acknowledged')), 0)`;
}

/** Credit used in cents (bigint): the open receivables (floored at 0) + the released undelivered notices; 0 without a platform customer. */
export function creditUsedSql(m: Operand, c: Operand): SQL {
  return sql`(case when ${c} is null then 0 else greatest(${receivablesSql(m, c)}, 0) + ${undeliveredSql(m, c)} end)::bigint`;
}

/** The credit used of a customer file in the list's query (its factory and platform customer), to select as text and to sort on. */
export const fileCreditUsedSql = () => creditUsedSql(customers.enterpriseUid, customers.platformEnterpriseUid);

/** Open receivables (floored at 0) and released undelivered notices of a platform customer, in cents. */
export async function creditBreakdownCents(tx: Executor, merchantUid: string, customerUid: string): Promise<{ receivables: bigint; undelivered: bigint }> {
  const m = sql`${merchantUid}::uuid`;
  const c = sql`${customerUid}::uuid`;
  const [row] = await tx
    .select({ receivables: sql<string>`greatest(${receivablesSql(m, c)}, 0)::bigint::text`, undelivered: sql<string>`${undeliveredSql(m, c)}::bigint::text` })
    .from(sql`(select 1) as one`);
  return { receivables: BigInt(row?.receivables ?? '0'), undelivered: BigInt(row?.undelivered ?? '0') };
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

/**
 * Limit, used and available (cents as text; available null without a limit) of a customer file linked to a platform
 * customer, with what the use is made of: open receivables and released undelivered notices.
 */
export async function creditUse(tx: Executor, merchantUid: string, file: { platformEnterpriseUid: string | null; creditLimitCents: bigint; paymentTerms: string; currency: string }) {
  const { receivables, undelivered } = file.platformEnterpriseUid ? await creditBreakdownCents(tx, merchantUid, file.platformEnterpriseUid) : { receivables: 0n, undelivered: 0n };
  const used = receivables + undelivered;
  const limited = creditLimited(file);
  return {
    limited,
    currency: file.currency,
    limit: textOfCents(file.creditLimitCents),
    used: textOfCents(used),
    usedCents: used.toString(),
    open: textOfCents(receivables),
    undelivered: textOfCents(undelivered),
    available: limited ? textOfCents(file.creditLimitCents - used) : null,
  };
}

/**
 * The credit gate of new business: the factory releasing `amountCents` more for a platform customer on credit terms
 * with a limit is refused (409) when the credit used (open receivables + released undelivered notices) plus it exceed
 * the limit, naming all three. The customer file's row is locked first, so of two releases at once the second waits
 * and then counts the first (read committed: its next statement sees the committed release).
 */
export async function assertWithinCredit(tx: Executor, merchantUid: string, customerUid: string, amountCents: bigint): Promise<void> {
  const file = await fileOf(tx, merchantUid, customerUid);
  if (!file || !creditLimited(file)) return;
  const [locked] = await tx.select({ creditLimitCents: customers.creditLimitCents, paymentTerms: customers.paymentTerms }).from(customers).where(eq(customers.uid, file.uid)).for('update');
  // The limit as it is once locked (a change of the file in between is seen too).
  if (!locked || !creditLimited(locked)) return;
  const { receivables, undelivered } = await creditBreakdownCents(tx, merchantUid, customerUid);
  const used = receivables + undelivered;
  if (used + amountCents > locked.creditLimitCents) {
    const money = (c: bigint) => `${file.currency} ${textOfCents(c)}`;
    throw new AppError(409, customerMessages.creditExceeded, { customer: file.name, limit: money(locked.creditLimitCents), used: money(used), open: money(receivables), undelivered: money(undelivered), amount: money(amountCents) }, 0, 'status');
  }
}

/** The unit price of one order of the factory's customer (6 places, '0' when there is none). */
export async function orderUnitPrice(tx: Executor, merchantUid: string, customerUid: string, orderNo: string): Promise<string> {
  const [row] = await tx.select({ price: sql<string>`${unitPriceOf(sql`o.order_no = ${orderNo} and o.merchant_uid = ${merchantUid}::uuid and o.customer_uid = ${customerUid}::uuid`)}::text` }).from(sql`(select 1) as one`);
  return row?.price ?? '0';
}
