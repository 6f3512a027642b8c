import { describe, expect, it } from 'vitest';
import { statementTotal, threeWayMatch } from './match.js';
import { periodDays, supplierFeeActions, supplierInvoiceActions, supplierStatementActions } from './states.js';

describe('supplier billing states', () => {
  it('lets the factory accept or reject a proposed fee and the supplier withdraw it', () => {
    expect(supplierFeeActions('proposed', 'factory')).toEqual(['accept', 'reject']);
    expect(supplierFeeActions('proposed', 'supplier')).toEqual(['withdraw']);
    expect(supplierFeeActions('accepted', 'factory')).toEqual([]);
  });

  it('lets the supplier confirm or dispute an issued statement and the factory reissue a disputed one', () => {
    expect(supplierStatementActions('issued', 'supplier')).toEqual(['confirm', 'dispute']);
    expect(supplierStatementActions('disputed', 'factory')).toEqual(['reissue']);
    expect(supplierStatementActions('confirmed', 'supplier')).toEqual([]);
    expect(supplierInvoiceActions('submitted', 'factory')).toEqual(['accept', 'reject']);
  });

  it('knows the days of a month, February of a leap year too', () => {
    expect(periodDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('2028-02').to).toBe('2028-02-29');
    expect(() => periodDays('2026-13')).toThrow();
  });
});

describe('three-way match', () => {
  it('matches an invoice of what was received at the order price', () => {
    const got = threeWayMatch({
      orderedQuantity: '100',
      orderPrice: '118.65',
      receivedQuantity: '100',
      alreadyInvoiced: '0',
      invoicedQuantity: '100',
      invoicedPrice: '118.65',
    });
    expect(got).toMatchObject({
      result: 'matched',
      invoiceable: '100',
      quantityDifference: '0',
      priceDifference: '0',
      amountCents: 1186500n,
      amountDifferenceCents: 0n,
    });
  });

  it('shows a price difference and a partial invoice, and flags more than was received', () => {
    expect(
      threeWayMatch({
        orderedQuantity: '100',
        orderPrice: '10',
        receivedQuantity: '80',
        alreadyInvoiced: '0',
        invoicedQuantity: '80',
        invoicedPrice: '10.5',
      }),
    ).toMatchObject({ result: 'price_difference', priceDifference: '0.5', amountDifferenceCents: 4000n });
    expect(
      threeWayMatch({
        orderedQuantity: '100',
        orderPrice: '10',
        receivedQuantity: '80',
        alreadyInvoiced: '30',
        invoicedQuantity: '20',
        invoicedPrice: '10',
      }),
    ).toMatchObject({ result: 'partial', quantityDifference: '-30' });
    expect(
      threeWayMatch({
        orderedQuantity: '100',
        orderPrice: '10',
        receivedQuantity: '80',
        alreadyInvoiced: '30',
        invoicedQuantity: '51',
        invoicedPrice: '10',
      }).result,
    ).toBe('over_received');
  });

  it('totals a statement as receipts − returns + fees + adjustment', () => {
    expect(
      statementTotal({ receiptsCents: 100_000n, returnsCents: 5_000n, feesCents: 2_000n, adjustmentCents: -500n }),
    ).toBe(96_500n);
  });
});
