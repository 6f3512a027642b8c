import { textOfCents } from '@pcbunion/core';
import { orderItems, orders } from '../../../db/schema/index.js';
import { businessNumber } from '../../../platform/business-numbers.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { auditOrder, type Bell, type OrderActor, type OrderDeps } from '../context.js';
import type { InquiryActor, InquirySnapshot } from '../inquiry-port.js';
import type { OrderRow } from '../view.js';

export interface Placement {
  actor: OrderActor & { accountUid: string };
  addressId: string;
  address: unknown;
  invoicingInfoId: string | null;
  invoicingInfo: unknown;
  /** The inquiries settled, each at the price it has now (the caller checked the customer accepted it). */
  inquiries: InquirySnapshot[];
  customerName: string;
}

const priceOf = (i: InquirySnapshot) => ({
  estimated: textOfCents(i.price.estimated),
  discounted: textOfCents(i.price.discounted),
  full: textOfCents(i.price.full),
  boardFee: textOfCents(i.price.boardFee),
  otherFees: textOfCents(i.price.otherFees),
  total: textOfCents(i.price.total),
  ...(i.approvedTotal === undefined ? {} : { approvedTotal: textOfCents(i.approvedTotal) }),
  currency: i.currency,
});

/**
 * One order per merchant of the settled inquiries, inside the caller's transaction (the settlement is all or
 * nothing): each line keeps the inquiry's parameters and price as they are now, and each inquiry becomes `ordered`
 * by the inquiry module's compare-and-set.
 */
export async function placeOrders(tx: Executor, deps: OrderDeps, p: Placement, bells: Bell[]): Promise<OrderRow[]> {
  const at = deps.clock.now();
  const settlementNo = await businessNumber(tx, 'ST', at);
  const byMerchant = new Map<string, InquirySnapshot[]>();
  for (const inquiry of p.inquiries)
    byMerchant.set(inquiry.merchantUid, [...(byMerchant.get(inquiry.merchantUid) ?? []), inquiry]);
  const inquiryActor: InquiryActor = {
    enterpriseUid: p.actor.enterpriseUid,
    accountUid: p.actor.accountUid,
    ip: p.actor.ip ?? undefined,
  };
  const placed: OrderRow[] = [];
  for (const [merchantUid, lines] of byMerchant) {
    const total = lines.reduce((sum, l) => sum + l.price.total, 0n);
    const orderNo = await businessNumber(tx, 'OD', at);
    const search = [
      orderNo,
      p.customerName,
      lines[0]!.merchantName,
      ...lines.flatMap((l) => [l.inquiryNo, l.productNo ?? '']),
    ]
      .join(' ')
      .toLowerCase();
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        settlementNo,
        customerUid: p.actor.enterpriseUid,
        merchantUid,
        total,
        currency: lines[0]!.currency,
        addressId: p.addressId,
        address: p.address,
        invoicingInfoId: p.invoicingInfoId,
        invoicingInfo: p.invoicingInfo ?? null,
        searchText: search,
        createdBy: p.actor.accountUid,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((l, position) => ({
        orderId: order!.id,
        position,
        inquiryNo: l.inquiryNo,
        productNo: l.productNo,
        params: l.params ?? {},
        price: priceOf(l),
        quantity: l.quantity,
        deliveryDays: l.deliveryDays,
        total: l.price.total,
      })),
    );
    await deps.inquiries.markOrdered(
      tx,
      inquiryActor,
      lines.map((l) => l.inquiryNo),
      orderNo,
    );
    await auditOrder(
      tx,
      p.actor,
      orderNo,
      'create',
      null,
      { status: 'unpaid', amount: textOfCents(total), settlementNo, inquiries: lines.map((l) => l.inquiryNo) },
      at,
    );
    bells.push({ enterpriseUid: merchantUid, side: 'factory', event: 'create', no: orderNo });
    placed.push(order!);
  }
  return placed;
}
