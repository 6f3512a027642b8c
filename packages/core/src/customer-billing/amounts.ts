import { Decimal, type DecimalInput } from '../money/decimal.js';

/**
 * Amounts of statements and invoices. A line amount is quantity × the order's unit price, rounded half-up to the
 * cent once, at this step; totals are sums of rounded lines. Unit prices are decimal strings of 6 places: the
 * order's line total ÷ its quantity. Invoice amounts include tax (a Chinese VAT invoice's price with tax); the
 * amount without tax is total ÷ (1 + rate/100) rounded to the cent, the tax is the difference.
 */
const cents = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

export function billingLineAmountCents(quantity: DecimalInput, unitPrice: DecimalInput): bigint {
  return cents(new Decimal(quantity).times(unitPrice));
}

/** The unit price of an order line: its total in cents ÷ its quantity, 6 decimals. */
export function orderUnitPriceOf(totalCents: bigint, quantity: number): string {
  if (quantity <= 0) return new Decimal(totalCents.toString()).div(100).toFixed(6);
  return new Decimal(totalCents.toString()).div(100).div(quantity).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

export const DEFAULT_CUSTOMER_INVOICE_TAX_RATE = '13';

export function invoiceTaxOfTotal(
  totalCents: bigint,
  taxRatePercent: DecimalInput,
): { exTaxCents: bigint; taxCents: bigint } {
  const exTax = cents(new Decimal(totalCents.toString()).div(100).div(new Decimal(taxRatePercent).div(100).plus(1)));
  return { exTaxCents: exTax, taxCents: totalCents - exTax };
}

/** What may still be invoiced of an order: accepted on receipt − already invoiced (never below 0). */
export const invoiceableQuantityOf = (accepted: number, invoiced: number) => Math.max(accepted - invoiced, 0);

/** A statement's sums: delivered, disputed (as a positive amount taken off), adjustments, total owed. */
export function customerStatementTotals(
  lines: ReadonlyArray<{ kind: 'delivery' | 'disputed' | 'adjustment'; amountCents: bigint }>,
) {
  let delivered = 0n;
  let disputed = 0n;
  let adjustments = 0n;
  for (const l of lines) {
    if (l.kind === 'delivery') delivered += l.amountCents;
    else if (l.kind === 'disputed') disputed -= l.amountCents;
    else adjustments += l.amountCents;
  }
  return {
    deliveredCents: delivered,
    disputedCents: disputed,
    adjustmentCents: adjustments,
    totalCents: delivered - disputed + adjustments,
  };
}
