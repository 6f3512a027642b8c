import { orderUnitPriceOf } from '@pcbunion/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  customerInvoiceLines,
  customerInvoices,
  deliveries,
  deliveryLines,
  orderItems,
  orders,
} from '../../db/schema/index.js';
import type { Executor } from '../../platform/ledger/index.js';

export interface OrderFacts {
  id: string;
  orderNo: string;
  currency: string;
  invoicingInfo: unknown;
  unitPrice: string;
  /** Accepted on receipt over every received delivery of the order. */
  accepted: number;
  /** Quantity on live (not void) invoices. */
  invoiced: number;
}

/**
 * The orders of one customer with the factory, locked (so two invoices at once never together pass what was
 * accepted), with the unit price (the order's line totals ÷ their quantities), what was accepted on receipt and what
 * live invoices already hold.
 */
export async function orderFacts(
  tx: Executor,
  merchantUid: string,
  customerUid: string,
  orderNos: string[],
  lock = false,
): Promise<Map<string, OrderFacts>> {
  const facts = new Map<string, OrderFacts>();
  if (!orderNos.length) return facts;
  const query = tx
    .select({ id: orders.id, orderNo: orders.orderNo, currency: orders.currency, invoicingInfo: orders.invoicingInfo })
    .from(orders)
    .where(
      and(inArray(orders.orderNo, orderNos), eq(orders.merchantUid, merchantUid), eq(orders.customerUid, customerUid)),
    )
    .orderBy(orders.id);
  const rows = lock ? await query.for('update') : await query;
  if (!rows.length) return facts;
  const nos = rows.map((r) => r.orderNo);
  const [items, accepted, invoiced] = await Promise.all([
    tx
      .select({
        orderId: orderItems.orderId,
        total: sql<string>`sum(${orderItems.total})::text`,
        quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(orderItems.orderId),
    tx
      .select({ orderNo: deliveryLines.orderNo, n: sql<number>`coalesce(sum(${deliveryLines.accepted}), 0)::int` })
      .from(deliveryLines)
      .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
      .where(
        and(
          inArray(deliveryLines.orderNo, nos),
          eq(deliveries.merchantUid, merchantUid),
          eq(deliveries.status, 'received'),
        ),
      )
      .groupBy(deliveryLines.orderNo),
    tx
      .select({
        orderNo: customerInvoiceLines.orderNo,
        n: sql<number>`coalesce(sum(${customerInvoiceLines.quantity}), 0)::int`,
      })
      .from(customerInvoiceLines)
      .innerJoin(customerInvoices, eq(customerInvoices.id, customerInvoiceLines.invoiceId))
      .where(
        and(
          inArray(customerInvoiceLines.orderNo, nos),
          eq(customerInvoices.merchantUid, merchantUid),
          ne(customerInvoices.status, 'void'),
        ),
      )
      .groupBy(customerInvoiceLines.orderNo),
  ]);
  for (const r of rows) {
    const item = items.find((i) => i.orderId === r.id);
    facts.set(r.orderNo, {
      id: r.id,
      orderNo: r.orderNo,
      currency: r.currency,
      invoicingInfo: r.invoicingInfo,
      unitPrice: orderUnitPriceOf(BigInt(item?.total ?? '0'), Number(item?.quantity ?? 0)),
      accepted: Number(accepted.find((a) => a.orderNo === r.orderNo)?.n ?? 0),
      invoiced: Number(invoiced.find((a) => a.orderNo === r.orderNo)?.n ?? 0),
    });
  }
  return facts;
}
