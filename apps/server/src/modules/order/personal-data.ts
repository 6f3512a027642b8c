import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';

const madeBy = (accountUid: string, enterpriseUids: string[]) =>
  enterpriseUids.length
    ? or(eq(orders.createdBy, accountUid), inArray(orders.customerUid, enterpriseUids))
    : eq(orders.createdBy, accountUid);

/** The orders the person placed (or their own enterprise holds), with their lines, for "Download my data". */
export async function ordersMadeBy(db: Database, accountUid: string, enterpriseUids: string[]) {
  const rows = await db.select().from(orders).where(madeBy(accountUid, enterpriseUids)).orderBy(orders.createdAt);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.position);
  const cents = (n: bigint) => n.toString();
  return rows.map((o) => ({
    order_no: o.orderNo,
    status: o.status,
    currency: o.currency,
    total: cents(o.total),
    paid: cents(o.paid),
    refunded: cents(o.refunded),
    invoiced: cents(o.invoiced),
    address: o.address,
    invoicing_info: o.invoicingInfo,
    carrier: o.carrier,
    tracking_no: o.trackingNo,
    created_at: o.createdAt,
    paid_at: o.paidAt,
    completed_at: o.completedAt,
    cancelled_at: o.cancelledAt,
    items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        inquiry_no: l.inquiryNo,
        product_no: l.productNo,
        quantity: l.quantity,
        total: cents(l.total),
        params: l.params,
      })),
  }));
}

/**
 * Anonymises the orders the person placed: the recipient and phone of the address they shipped to, and their name
 * in the search text. Amounts, states, the invoicing title (tax law) and the ledger are kept as they are, so the
 * enterprise's orders still add up. Answers how many orders were kept.
 */
export async function anonymiseOrders(
  tx: Database,
  person: { accountUid: string; enterpriseUids: string[]; name: string; erasedName: string },
): Promise<number> {
  const kept = await tx
    .update(orders)
    .set({
      address: sql`case when jsonb_typeof(${orders.address}) = 'object'
        then ${orders.address} || jsonb_build_object('recipient', ${person.erasedName}::text, 'phone', '-', 'company', null)
        else ${orders.address} end`,
      searchText: sql`replace(${orders.searchText}, ${person.name.toLowerCase()}, ${person.erasedName.toLowerCase()})`,
    })
    .where(madeBy(person.accountUid, person.enterpriseUids))
    .returning({ id: orders.id });
  return kept.length;
}
