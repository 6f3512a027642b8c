import type { OrderFacts } from '@pcbunion/core';
import { centsOfTyped } from '../wallet/money';
import type { CartItem, Order } from './api';

/** Cents of an API amount ("1234.50" → 123450n); 0 for anything that is not one. */
export const centsOf = (text: string | null | undefined): bigint => centsOfTyped(text ?? '') ?? 0n;

/** The API form of cents: 123450n → "1234.50". */
export function moneyText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The price a cart line settles at: its price now (the server's `total`; `addedTotal` is the one it was added at). */
export const settlingTotal = (item: CartItem): string => item.total;

export interface MerchantTotal {
  merchantId: string;
  merchantName: string;
  count: number;
  total: string;
}

/** The selected cart lines summed per factory (settlement makes one order per factory), in the order first met. */
export function merchantTotals(items: readonly CartItem[]): MerchantTotal[] {
  const byMerchant = new Map<string, { name: string; count: number; cents: bigint }>();
  for (const item of items) {
    const entry = byMerchant.get(item.merchant.id) ?? {
      name: item.merchant.name ?? item.merchant.id,
      count: 0,
      cents: 0n,
    };
    entry.count += 1;
    entry.cents += centsOf(settlingTotal(item));
    byMerchant.set(item.merchant.id, entry);
  }
  return [...byMerchant].map(([merchantId, e]) => ({
    merchantId,
    merchantName: e.name,
    count: e.count,
    total: moneyText(e.cents),
  }));
}

/** The sum of every selected line. */
export const grandTotal = (items: readonly CartItem[]): string =>
  moneyText(items.reduce((sum, item) => sum + centsOf(settlingTotal(item)), 0n));

/** What the order state table's guards look at (packages/core `orderActions`). */
export const factsOf = (order: Pick<Order, 'status' | 'deleted' | 'refunds' | 'refundOpen'>): OrderFacts => ({
  status: order.status,
  deleted: order.deleted,
  openRefund: order.refundOpen ?? (order.refunds ?? []).some((r) => r.status === 'requested'),
});

/** What may still be refunded (paid less refunded) and invoiced (paid less refunded less invoiced), in cents. */
export const refundableCents = (order: Pick<Order, 'paid' | 'refunded'>) =>
  centsOf(order.paid) - centsOf(order.refunded);
export const invoiceableCents = (order: Pick<Order, 'paid' | 'refunded' | 'invoiced'>) =>
  refundableCents(order) - centsOf(order.invoiced);
