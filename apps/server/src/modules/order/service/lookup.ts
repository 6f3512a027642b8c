import { textOfCents } from '@pcbunion/core';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { customerEnterprise, merchantEnterprise, orderColumns } from '../view.js';

/** An order as other modules see it (a work order links a complaint to it). */
export interface OrderSummary {
  no: string;
  status: string;
  customer: { id: string; name: string | null };
  merchant: { id: string; name: string | null };
  total: string;
  currency: string;
  createdAt: Date;
}

/**
 * The order service other modules may call: find an order by number as one enterprise sees it (the customer who
 * placed it, or the factory it was placed with); null when it is neither's (never another enterprise's data).
 */
export function orderLookup(db: Database) {
  async function find(
    tx: Executor,
    enterpriseUid: string,
    orderNo: string,
    side: 'customer' | 'factory' | 'either',
  ): Promise<OrderSummary | null> {
    const scope =
      side === 'customer'
        ? eq(orders.customerUid, enterpriseUid)
        : side === 'factory'
          ? eq(orders.merchantUid, enterpriseUid)
          : or(eq(orders.customerUid, enterpriseUid), eq(orders.merchantUid, enterpriseUid));
    const [row] = await tx
      .select(orderColumns)
      .from(orders)
      .innerJoin(customerEnterprise, eq(customerEnterprise.uid, orders.customerUid))
      .innerJoin(merchantEnterprise, eq(merchantEnterprise.uid, orders.merchantUid))
      .where(and(eq(orders.orderNo, orderNo), scope));
    if (!row) return null;
    const o = row.order;
    return {
      no: o.orderNo,
      status: o.status,
      customer: { id: o.customerUid, name: row.customerName },
      merchant: { id: o.merchantUid, name: row.merchantName },
      total: textOfCents(o.total),
      currency: o.currency,
      createdAt: o.createdAt,
    };
  }
  return {
    /** The customer's own order `orderNo`, or null. */
    findCustomerOrder: (customerEnterpriseUid: string, orderNo: string, tx: Executor = db) =>
      find(tx, customerEnterpriseUid, orderNo, 'customer'),
    /** An order the enterprise placed or received, or null. */
    findOrder: (enterpriseUid: string, orderNo: string, tx: Executor = db) =>
      find(tx, enterpriseUid, orderNo, 'either'),
  };
}
