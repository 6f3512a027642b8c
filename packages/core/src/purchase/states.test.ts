import { describe, expect, it } from 'vitest';
import { purchaseLineAmounts, receiptStatus, receivableQuantity } from './amounts.js';
import { canApplyPurchaseOrder, purchaseOrderActions, revisionOf } from './states.js';

describe('purchase order states', () => {
  it('lets the supplier confirm or refuse only what was sent', () => {
    expect(purchaseOrderActions('sent', 'supplier')).toEqual(['confirm', 'refuse']);
    expect(purchaseOrderActions('draft', 'supplier')).toEqual([]);
    expect(canApplyPurchaseOrder('confirm', 'confirmed')).toBe(false);
  });

  it('makes a new version, sent again, when the factory changes a sent or confirmed order', () => {
    expect(revisionOf('draft', 1)).toEqual({ status: 'draft', version: 1 });
    expect(revisionOf('confirmed', 1)).toEqual({ status: 'sent', version: 2 });
    expect(canApplyPurchaseOrder('revise', 'partly_received')).toBe(false);
  });

  it('receives only a confirmed order and closes only a received one', () => {
    expect(purchaseOrderActions('confirmed', 'factory')).toEqual(['revise', 'receive', 'cancel']);
    expect(purchaseOrderActions('received', 'factory')).toEqual(['close']);
    expect(purchaseOrderActions('cancelled', 'factory')).toEqual([]);
  });
});

describe('purchase line amounts', () => {
  it('rounds the line to the cent once, half-up, and derives the price without tax', () => {
    const got = purchaseLineAmounts({ quantity: '3', unitPrice: '10.005', taxRate: '13' });
    expect(got.amountCents).toBe(3002n); // 30.015 → 30.02
    expect(got.unitPriceExTax).toBe('8.853982');
    expect(got.amountExTaxCents).toBe(2656n); // 26.561946 → 26.56
    expect(got.taxCents).toBe(346n);
  });

  it('refuses a receipt beyond the tolerance and tells when an order is fully received', () => {
    expect(receivableQuantity({ quantity: '100', received: '60' }, 5).toString()).toBe('45');
    expect(receivableQuantity({ quantity: '100', received: '105' }, 5).toString()).toBe('0');
    expect(receiptStatus([{ quantity: '100', received: '60' }])).toBe('partly_received');
    expect(
      receiptStatus([
        { quantity: '100', received: '100' },
        { quantity: '5', received: '6' },
      ]),
    ).toBe('received');
  });
});
