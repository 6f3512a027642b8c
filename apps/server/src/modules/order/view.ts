import {
  orderActions,
  orderLineAreaM2,
  orderLineVersion,
  refundActions,
  textOfCents,
  type OrderRole,
  type OrderLineParams,
  type OrderStatus,
  type RefundStatus,
} from '@pcbunion/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  enterprises,
  invoiceApplications,
  orderItems,
  orders,
  pricingProducts,
  refunds,
} from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { InvoicingSnapshot, OrderAddressSnapshot, OrderPriceSnapshot } from './schemas.js';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
/** A line with the factory's name of its product (itemsOf). */
export type OrderLine = ItemRow & { productName: string | null };
export type RefundRow = typeof refunds.$inferSelect;
export type ApplicationRow = typeof invoiceApplications.$inferSelect;

export const customerEnterprise = alias(enterprises, 'customer_enterprise');
export const merchantEnterprise = alias(enterprises, 'merchant_enterprise');

/** The columns of an order with both enterprises' names. */
export const orderColumns = {
  order: orders,
  customerName: customerEnterprise.name,
  merchantName: merchantEnterprise.name,
};
export type OrderWithNames = { order: OrderRow; customerName: string | null; merchantName: string | null };

export const itemView = (i: OrderLine) => ({
  itemNo: i.position + 1,
  inquiryNo: i.inquiryNo,
  productNo: i.productNo,
  productName: i.productName,
  areaM2: orderLineAreaM2(i.params as OrderLineParams, i.quantity),
  version: orderLineVersion(i.params as OrderLineParams),
  params: i.params as Record<string, unknown>,
  price: i.price as OrderPriceSnapshot,
  quantity: i.quantity,
  deliveryDays: i.deliveryDays,
  total: textOfCents(i.total),
});

export const refundView = (r: RefundRow, role?: OrderRole) => ({
  id: r.id,
  refundNo: r.refundNo,
  orderNo: r.orderNo,
  amount: textOfCents(r.amount),
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  rejectReason: r.rejectReason,
  requestedAt: r.requestedAt,
  decidedAt: r.decidedAt,
  actions: role ? refundActions(r.status as RefundStatus, role) : [],
});

export const applicationView = (a: ApplicationRow) => ({
  id: a.id,
  applicationNo: a.applicationNo,
  orderNo: a.orderNo,
  amount: textOfCents(a.amount),
  currency: a.currency,
  status: a.status,
  invoicingInfo: a.invoicingInfo as InvoicingSnapshot,
  invoiceNo: a.invoiceNo,
  appliedAt: a.appliedAt,
  issuedAt: a.issuedAt,
});

/** The side the caller stands on for this order. */
export const roleOf = (o: OrderRow, enterpriseUid: string): OrderRole =>
  o.merchantUid === enterpriseUid ? 'factory' : 'customer';

/** An order as the API answers it (record shape of docs/commerce-contract.md), with the actions the caller may take. */
export function orderView(row: OrderWithNames, items: OrderLine[], viewer: string) {
  const o = row.order;
  const role = roleOf(o, viewer);
  const facts = { status: o.status as OrderStatus, deleted: o.customerDeletedAt !== null, openRefund: o.refundOpen };
  return {
    no: o.orderNo,
    settlementNo: o.settlementNo,
    status: o.status,
    deleted: o.customerDeletedAt !== null,
    customer: { id: o.customerUid, name: row.customerName },
    merchant: { id: o.merchantUid, name: row.merchantName },
    items: items.map(itemView),
    total: textOfCents(o.total),
    paid: textOfCents(o.paid),
    refunded: textOfCents(o.refunded),
    invoiced: textOfCents(o.invoiced),
    refundable: textOfCents(o.paid - o.refunded),
    invoiceable: textOfCents(o.paid - o.refunded - o.invoiced > 0n ? o.paid - o.refunded - o.invoiced : 0n),
    currency: o.currency,
    refundOpen: o.refundOpen,
    // The snapshots settlement wrote (cart routes: the address and invoicingSnapshot), jsonb columns.
    address: o.address as OrderAddressSnapshot,
    invoicingInfo: o.invoicingInfo as InvoicingSnapshot | null,
    productionNo: o.productionNo,
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    acceptedAt: o.acceptedAt,
    shippedAt: o.shippedAt,
    autoConfirmAt: o.autoConfirmAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
    deletedAt: o.customerDeletedAt,
    actions: orderActions(facts, role),
  };
}

/**
 * The lines of several orders, by order id, in their order, each with its product's name as the factory's book
 * names it in `language` (its own name where it gave none for that language).
 */
export async function itemsOf(
  db: Executor,
  orderIds: string[],
  language: Language = 'en',
): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      item: orderItems,
      productName: sql<
        string | null
      >`coalesce(${pricingProducts.names} ->> ${language}::text, ${pricingProducts.name})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      pricingProducts,
      and(eq(pricingProducts.enterpriseUid, orders.merchantUid), eq(pricingProducts.number, orderItems.productNo)),
    )
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const { item, productName } of rows)
    byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), { ...item, productName }]);
  return byOrder;
}

/** One order with names, by number (no scope: the caller scopes). */
export async function orderWithNames(db: Executor, no: string): Promise<OrderWithNames | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customerEnterprise, eq(customerEnterprise.uid, orders.customerUid))
    .innerJoin(merchantEnterprise, eq(merchantEnterprise.uid, orders.merchantUid))
    .where(eq(orders.orderNo, no));
  return row;
}
