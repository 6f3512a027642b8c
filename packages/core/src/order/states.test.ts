import { describe, expect, it } from 'vitest';
import {
  canApplyOrder,
  invoiceAmountProblem,
  ORDER_TRANSITIONS,
  orderActions,
  orderTransition,
  refundActions,
  refundAmountProblem,
  statusesOfOrderTab,
  type OrderFacts,
} from './states.js';

const facts = (status: OrderFacts['status'], extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  deleted: false,
  openRefund: false,
  ...extra,
});

describe('order states (spec 02 §4)', () => {
  it('lets the customer pay or cancel an unpaid order, and the factory do nothing yet', () => {
    expect(orderActions(facts('unpaid'), 'customer')).toEqual(['pay', 'cancel', 'reorder']);
    expect(orderActions(facts('unpaid'), 'factory')).toEqual([]);
  });

  it('moves a paid order through acceptance, shipment and receipt', () => {
    expect(orderTransition('pay')).toMatchObject({ from: ['unpaid'], to: 'paid' });
    expect(orderTransition('accept')).toMatchObject({ from: ['paid'], to: 'pending_shipment', by: 'factory' });
    expect(orderTransition('ship')).toMatchObject({ from: ['pending_shipment'], to: 'pending_receipt', by: 'factory' });
    expect(orderTransition('confirm_receipt')).toMatchObject({
      from: ['pending_receipt'],
      to: 'completed',
      by: 'customer',
    });
    expect(orderTransition('auto_confirm')).toMatchObject({ from: ['pending_receipt'], to: 'completed', by: 'job' });
  });

  it('offers a refund while paid or pending shipment, never after shipment, and one at a time', () => {
    expect(canApplyOrder('request_refund', facts('paid'))).toBe(true);
    expect(canApplyOrder('request_refund', facts('pending_shipment'))).toBe(true);
    expect(canApplyOrder('request_refund', facts('pending_receipt'))).toBe(false);
    expect(canApplyOrder('request_refund', facts('unpaid'))).toBe(false);
    expect(canApplyOrder('request_refund', facts('paid', { openRefund: true }))).toBe(false);
  });

  it('holds acceptance and shipment while a refund is open: a refund and a shipment never both win', () => {
    expect(orderActions(facts('pending_shipment', { openRefund: true }), 'factory')).toEqual([]);
    expect(orderActions(facts('pending_shipment'), 'factory')).toEqual(['ship']);
    expect(orderActions(facts('paid', { openRefund: true }), 'factory')).toEqual([]);
  });

  it('sends only completed or cancelled orders to the recycle bin, and restores only deleted ones', () => {
    expect(canApplyOrder('delete', facts('completed'))).toBe(true);
    expect(canApplyOrder('delete', facts('cancelled'))).toBe(true);
    expect(canApplyOrder('delete', facts('paid'))).toBe(false);
    expect(canApplyOrder('delete', facts('completed', { deleted: true }))).toBe(false);
    expect(canApplyOrder('restore', facts('completed', { deleted: true }))).toBe(true);
    expect(canApplyOrder('restore', facts('completed'))).toBe(false);
  });

  it('closes a fully refunded order as part of the refund approval, not as a button', () => {
    expect(orderTransition('refund_in_full')).toMatchObject({ to: 'cancelled', follows: 'refund_approve' });
    expect(
      ORDER_TRANSITIONS.filter((t) => t.follows).every((t) => !orderActions(facts('paid'), t.by).includes(t.action)),
    ).toBe(true);
  });

  it('lists each status under its tab and every status under all', () => {
    expect(statusesOfOrderTab('unpaid')).toEqual(['unpaid']);
    expect(statusesOfOrderTab('all')).toHaveLength(6);
  });
});

describe('refund and invoice rules', () => {
  it('lets the customer cancel a requested refund and the factory approve or reject it', () => {
    expect(refundActions('requested', 'customer')).toEqual(['cancel']);
    expect(refundActions('requested', 'factory')).toEqual(['approve', 'reject']);
    expect(refundActions('approved', 'factory')).toEqual([]);
  });

  it('refuses a refund of 0 or beyond what was paid and not refunded', () => {
    expect(refundAmountProblem(0n, { paid: 1000n, refunded: 0n })).toBe('zero');
    expect(refundAmountProblem(1001n, { paid: 1000n, refunded: 0n })).toBe('exceeds');
    expect(refundAmountProblem(600n, { paid: 1000n, refunded: 500n })).toBe('exceeds');
    expect(refundAmountProblem(500n, { paid: 1000n, refunded: 500n })).toBeNull();
  });

  it('refuses an invoice of 0, one when everything is invoiced, and one beyond what is left (spec 02 §5)', () => {
    expect(invoiceAmountProblem(0n, { paid: 1000n, refunded: 0n, invoiced: 0n })).toBe('zero');
    expect(invoiceAmountProblem(1n, { paid: 1000n, refunded: 0n, invoiced: 1000n })).toBe('all_invoiced');
    expect(invoiceAmountProblem(501n, { paid: 1000n, refunded: 0n, invoiced: 500n })).toBe('exceeds');
    expect(invoiceAmountProblem(300n, { paid: 1000n, refunded: 200n, invoiced: 500n })).toBeNull();
    expect(invoiceAmountProblem(301n, { paid: 1000n, refunded: 200n, invoiced: 500n })).toBe('exceeds');
  });
});
