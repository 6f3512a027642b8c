import { and, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { deliveries, enterprises } from '../../db/schema/index.js';
import { dayRange, presetStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { SalesCaller } from '../sales/index.js';
import { deliveryListQuery } from '../sales/index.js';

type Side = 'customer' | 'factory';
/** The receipt state of a shipment: waiting for the customer, received in full, or received with a disputed line. */
export const RECEIPT_STATES = ['awaiting', 'accepted', 'disputed'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** The shipping-notice list: a delivery notice's search, dates and paging, narrowed to shipments and their receipt. */
export const shipmentListQuery = deliveryListQuery
  .omit({ status: true })
  .extend({ receipt: z.enum(RECEIPT_STATES).optional() });
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

/**
 * Shipments (the shipping-notice screens): the deliveries that left the factory — shipped or received — with their
 * packages, carrier, tracking and the customer's receipt (how many pieces accepted and disputed). The records and
 * their changes stay the delivery service's (`/api/deliveries/{no}`, `/ship`, `/receipt`, `/label.pdf`).
 */
export function shipmentService(db: Database, clock: Clock) {
  const disputedSum = sql<number>`(select coalesce(sum(dl.disputed), 0)::int from delivery_lines dl where dl.delivery_id = "deliveries"."id")`;
  const quantitySum = sql<number>`(select coalesce(sum(dl.quantity), 0)::int from delivery_lines dl where dl.delivery_id = "deliveries"."id")`;
  const acceptedSum = sql<number>`(select coalesce(sum(dl.accepted), 0)::int from delivery_lines dl where dl.delivery_id = "deliveries"."id")`;

  function whereOf(caller: SalesCaller, side: Side, q: ShipmentListQuery): SQL {
    const where: SQL[] = [
      side === 'factory'
        ? eq(deliveries.merchantUid, caller.enterpriseUid)
        : eq(deliveries.customerUid, caller.enterpriseUid),
      inArray(deliveries.status, ['shipped', 'received']),
    ];
    if (q.receipt === 'awaiting') where.push(eq(deliveries.status, 'shipped'));
    if (q.receipt === 'accepted') where.push(and(eq(deliveries.status, 'received'), sql`${disputedSum} = 0`)!);
    if (q.receipt === 'disputed') where.push(and(eq(deliveries.status, 'received'), sql`${disputedSum} > 0`)!);
    if (q.keyword?.trim())
      where.push(
        ilike(
          sql`(${deliveries.searchText} || ' ' || coalesce(lower(${deliveries.carrier}), '') || ' ' || coalesce(lower(${deliveries.trackingNo}), ''))`,
          likePattern(q.keyword.trim().toLowerCase()),
        ),
      );
    if (q.preset) {
      const start = presetStart(q.preset, clock.now());
      where.push(gte(deliveries.shippedAt, start));
    }
    where.push(...dayRange(deliveries.shippedAt, q.from, q.to));
    return and(...where)!;
  }

  const columns = {
    row: deliveries,
    customer: sql<string | null>`(select name from ${enterprises} where uid = ${deliveries.customerUid})`,
    factory: sql<string | null>`(select name from ${enterprises} where uid = ${deliveries.merchantUid})`,
    quantity: quantitySum,
    accepted: acceptedSum,
    disputed: disputedSum,
  };
  const sortable = {
    shipped_at: deliveries.shippedAt,
    planned_date: deliveries.plannedDate,
    delivery_no: deliveries.deliveryNo,
    status: deliveries.status,
    carrier: deliveries.carrier,
  };

  function viewOf(
    r: {
      row: typeof deliveries.$inferSelect;
      customer: string | null;
      factory: string | null;
      quantity: number;
      accepted: number;
      disputed: number;
    },
    side: Side,
  ) {
    const d = r.row;
    const receipt: ReceiptState =
      d.status === 'shipped' ? 'awaiting' : Number(r.disputed) > 0 ? 'disputed' : 'accepted';
    return {
      no: d.deliveryNo,
      status: d.status,
      side,
      receipt,
      customer: { id: d.customerUid, name: r.customer },
      factory: { id: d.merchantUid, name: r.factory },
      plannedDate: d.plannedDate,
      address: d.address,
      packages: d.packages,
      carrier: d.carrier,
      trackingNo: d.trackingNo,
      quantity: Number(r.quantity),
      accepted: d.status === 'received' ? Number(r.accepted) : null,
      disputed: d.status === 'received' ? Number(r.disputed) : null,
      shippedAt: d.shippedAt,
      receivedAt: d.receivedAt,
      rowVersion: d.rowVersion,
      actions: side === 'customer' && d.status === 'shipped' ? ['confirm_receipt' as const] : [],
    };
  }

  return {
    async list(caller: SalesCaller, side: Side, q: ShipmentListQuery) {
      const where = whereOf(caller, side, q);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(deliveries)
          .where(where)
          .orderBy(orderOf(q, sortable, desc(deliveries.shippedAt)), desc(deliveries.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(deliveries).where(where),
      ]);
      return { data: rows.map((r) => viewOf(r, side)), total: total?.n ?? 0 };
    },

    /** Every shipment the filters find (at most 5,000, newest first) for the Excel export. */
    async all(caller: SalesCaller, side: Side, q: ShipmentListQuery) {
      const rows = await db
        .select(columns)
        .from(deliveries)
        .where(whereOf(caller, side, q))
        .orderBy(orderOf(q, sortable, desc(deliveries.shippedAt)), desc(deliveries.id))
        .limit(5000);
      return rows.map((r) => viewOf(r, side));
    },
  };
}
