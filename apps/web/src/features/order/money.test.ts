import { describe, expect, it } from 'vitest';
import type { CartItem, Order } from './api';
import { factsOf, grandTotal, invoiceableCents, merchantTotals, moneyText, refundableCents } from './money';

const line = (inquiryNo: string, merchant: string, total: string, addedTotal?: string): CartItem => ({
  inquiryNo,
  available: true,
  productNo: null,
  merchant: { id: merchant, name: `Factory ${merchant}` },
  params: {},
  quantity: null,
  deliveryDays: null,
  price: null,
  currency: 'CNY',
  total,
  addedTotal: addedTotal ?? total,
  priceChanged: addedTotal !== undefined,
  addedAt: '2026-11-28T00:00:00.000Z',
});

describe('cart totals per factory', () => {
  it('sums the selected lines per factory in exact cents, one order each', () => {
    const items = [line('IQ1', 'a', '0.10'), line('IQ2', 'b', '1000.00'), line('IQ3', 'a', '0.20')];
    expect(merchantTotals(items)).toEqual([
      { merchantId: 'a', merchantName: 'Factory a', count: 2, total: '0.30' },
      { merchantId: 'b', merchantName: 'Factory b', count: 1, total: '1000.00' },
    ]);
    expect(grandTotal(items)).toBe('1000.30');
  });

  it('settles a changed line at its price now, not the one it was added at', () => {
    expect(grandTotal([line('IQ1', 'a', '120.50', '100.00'), line('IQ2', 'a', '1.00')])).toBe('121.50');
  });

  it('writes cents as the API amount', () => {
    expect([moneyText(0n), moneyText(5n), moneyText(123450n), moneyText(-250n)]).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '-2.50',
    ]);
  });
});

describe('what an order allows', () => {
  const order = {
    status: 'paid',
    deleted: false,
    paid: '100.00',
    refunded: '30.00',
    invoiced: '50.00',
    refunds: [{ id: 'r', amount: '30.00', reason: 'x', status: 'requested' }],
  } as unknown as Order;
  it('sees an open refund request, and what is left to refund and to invoice', () => {
    expect(factsOf(order)).toEqual({ status: 'paid', deleted: false, openRefund: true });
    expect(refundableCents(order)).toBe(7000n);
    expect(invoiceableCents(order)).toBe(2000n);
  });
});
