import { Decimal, type DecimalInput } from '../money/decimal.js';

/**
 * A purchase-order line's amounts. The unit price with tax is what the supplier quotes; the price without tax is
 * price ÷ (1 + rate/100), kept to 6 decimals. The line amount is quantity × unit price, rounded half-up to the cent
 * once (at this step), and the amount without tax likewise; the order's totals are the sums of the rounded lines.
 */
export interface PurchaseLineAmounts {
  unitPriceExTax: string;
  amountCents: bigint;
  amountExTaxCents: bigint;
  taxCents: bigint;
}

const cents = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

export function unitPriceExTaxOf(unitPrice: DecimalInput, taxRatePercent: DecimalInput): Decimal {
  return new Decimal(unitPrice)
    .div(new Decimal(taxRatePercent).div(100).plus(1))
    .toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
}

export function purchaseLineAmounts(line: {
  quantity: DecimalInput;
  unitPrice: DecimalInput;
  taxRate: DecimalInput;
}): PurchaseLineAmounts {
  const quantity = new Decimal(line.quantity);
  const exTax = unitPriceExTaxOf(line.unitPrice, line.taxRate);
  const amountCents = cents(quantity.times(line.unitPrice));
  const amountExTaxCents = cents(quantity.times(exTax));
  return { unitPriceExTax: exTax.toFixed(6), amountCents, amountExTaxCents, taxCents: amountCents - amountExTaxCents };
}

/** Over-receipt tolerance in percent of the ordered quantity (ERPNext's "over delivery/receipt allowance"). */
export const DEFAULT_RECEIPT_TOLERANCE_PERCENT = 5;

/**
 * How much of a line may still be received: ordered × (1 + tolerance) − received. A receipt above it is refused.
 */
export function receivableQuantity(
  line: { quantity: DecimalInput; received: DecimalInput },
  tolerancePercent: DecimalInput = DEFAULT_RECEIPT_TOLERANCE_PERCENT,
): Decimal {
  const limit = new Decimal(line.quantity).times(new Decimal(tolerancePercent).div(100).plus(1));
  return Decimal.max(limit.minus(line.received), 0);
}

/** After receipts, an order is received when every line has its ordered quantity, else partly received. */
export function receiptStatus(
  lines: ReadonlyArray<{ quantity: DecimalInput; received: DecimalInput }>,
): 'partly_received' | 'received' {
  return lines.every((l) => new Decimal(l.received).gte(l.quantity)) ? 'received' : 'partly_received';
}
