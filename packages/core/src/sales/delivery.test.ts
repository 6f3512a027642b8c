import { describe, expect, it } from 'vitest';
import { deliveryActions, openQuantity, receiptLineProblem } from './delivery.js';

describe('the delivery state table', () => {
  it('lets the factory ship or cancel a planned delivery and the customer confirm a shipped one', () => {
    expect(deliveryActions('planned', 'factory')).toEqual(['ship', 'cancel']);
    expect(deliveryActions('planned', 'customer')).toEqual([]);
    expect(deliveryActions('shipped', 'customer')).toEqual(['confirm_receipt']);
    expect(deliveryActions('shipped', 'factory')).toEqual([]);
    expect(deliveryActions('received', 'customer')).toEqual([]);
  });
});

describe('partial deliveries and receipt lines', () => {
  it('never leaves more to deliver than the notice holds', () => {
    expect(openQuantity(500, 200)).toBe(300);
    expect(openQuantity(500, 500)).toBe(0);
  });

  it('needs accepted + disputed = shipped, and a reason for a dispute', () => {
    expect(receiptLineProblem({ shipped: 100, accepted: 100, disputed: 0 })).toBeNull();
    expect(receiptLineProblem({ shipped: 100, accepted: 90, disputed: 10, reason: '10 boards scratched' })).toBeNull();
    expect(receiptLineProblem({ shipped: 100, accepted: 90, disputed: 5, reason: 'x' })).toBe('sum');
    expect(receiptLineProblem({ shipped: 100, accepted: -1, disputed: 101, reason: 'x' })).toBe('sum');
    expect(receiptLineProblem({ shipped: 100, accepted: 90, disputed: 10, reason: ' ' })).toBe('reason');
  });
});
