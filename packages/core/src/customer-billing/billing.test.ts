import { describe, expect, it } from 'vitest';
import {
  customerInvoiceActions,
  billingLineAmountCents,
  statementPeriodBounds,
  customerStatementActions,
  customerStatementAfterAnswers,
  customerStatementTotals,
  invoiceTaxOfTotal,
  orderUnitPriceOf,
} from './index.js';

describe('customer statements and invoices', () => {
  it('shows each side only its actions', () => {
    expect(customerStatementActions('draft', 'factory')).toEqual(['adjust', 'send', 'cancel']);
    expect(customerStatementActions('sent', 'customer')).toEqual(['answer']);
    expect(customerStatementActions('sent', 'factory')).toEqual([]);
    expect(customerStatementActions('disputed', 'factory')).toEqual(['reopen', 'cancel']);
    expect(customerInvoiceActions('issued', 'factory')).toEqual(['send', 'void']);
    expect(customerInvoiceActions('issued', 'customer')).toEqual([]);
  });
  it('disputes a statement when one line is disputed', () => {
    expect(customerStatementAfterAnswers(['confirmed', 'confirmed'])).toBe('confirmed');
    expect(customerStatementAfterAnswers(['confirmed', 'disputed'])).toBe('disputed');
  });
  it('rounds a line once, half-up, and sums the lines', () => {
    expect(orderUnitPriceOf(123_456n, 300)).toBe('4.115200');
    expect(billingLineAmountCents(3, '0.005')).toBe(2n);
    const t = customerStatementTotals([
      { kind: 'delivery', amountCents: 100_00n },
      { kind: 'disputed', amountCents: -10_00n },
      { kind: 'adjustment', amountCents: -5_50n },
    ]);
    expect(t).toEqual({ deliveredCents: 100_00n, disputedCents: 10_00n, adjustmentCents: -5_50n, totalCents: 84_50n });
  });
  it('splits the tax out of a total with tax', () => {
    expect(invoiceTaxOfTotal(113_00n, '13')).toEqual({ exTaxCents: 100_00n, taxCents: 13_00n });
    expect(statementPeriodBounds('2026-12')).toEqual({ from: '2026-12-01', until: '2027-01-01' });
  });
});
