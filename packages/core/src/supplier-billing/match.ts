import { Decimal, type DecimalInput } from '../money/decimal.js';

/**
 * The three-way match of one invoice line (ERPNext's / Odoo's "3-way matching"): what was ordered (quantity and unit
 * price), what was received net of returns on the statement, and what the supplier invoices. An invoiced quantity
 * above what was received (less what earlier invoices already took) is refused; a price other than the order's, or a
 * quantity below the received one, is shown as a difference for the factory to judge.
 */
export type MatchResult = 'matched' | 'price_difference' | 'partial' | 'over_received';

export interface MatchInput {
  orderedQuantity: DecimalInput;
  orderPrice: DecimalInput;
  /** Received on the statement, net of returns. */
  receivedQuantity: DecimalInput;
  /** Already on other invoices of the statement that are not rejected. */
  alreadyInvoiced: DecimalInput;
  invoicedQuantity: DecimalInput;
  invoicedPrice: DecimalInput;
}

export interface MatchLine {
  result: MatchResult;
  /** What may still be invoiced: received − already invoiced (never below 0). */
  invoiceable: string;
  /** Invoiced − invoiceable (negative: less invoiced than received). */
  quantityDifference: string;
  /** Invoiced price − order price. */
  priceDifference: string;
  /** Invoiced amount − the amount of the same quantity at the order price, in cents. */
  amountDifferenceCents: bigint;
  amountCents: bigint;
}

const cents = (value: Decimal) => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

export function threeWayMatch(line: MatchInput): MatchLine {
  const invoiceable = Decimal.max(new Decimal(line.receivedQuantity).minus(line.alreadyInvoiced), 0);
  const quantity = new Decimal(line.invoicedQuantity);
  const price = new Decimal(line.invoicedPrice);
  const priceDifference = price.minus(line.orderPrice);
  const amountCents = cents(quantity.times(price));
  const atOrderPrice = cents(quantity.times(line.orderPrice));
  const result: MatchResult = quantity.gt(invoiceable)
    ? 'over_received'
    : !priceDifference.isZero()
      ? 'price_difference'
      : quantity.lt(invoiceable)
        ? 'partial'
        : 'matched';
  return {
    result,
    invoiceable: invoiceable.toFixed(),
    quantityDifference: quantity.minus(invoiceable).toFixed(),
    priceDifference: priceDifference.toFixed(),
    amountDifferenceCents: amountCents - atOrderPrice,
    amountCents,
  };
}

/** A statement's total: receipts − returns + accepted fees + adjustment (returns are kept as positive cents). */
export function statementTotal(parts: {
  receiptsCents: bigint;
  returnsCents: bigint;
  feesCents: bigint;
  adjustmentCents: bigint;
}): bigint {
  return parts.receiptsCents - parts.returnsCents + parts.feesCents + parts.adjustmentCents;
}
