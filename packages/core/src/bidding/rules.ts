import { Decimal, parseDecimal } from '../money/decimal.js';
import { toCents } from '../money/amounts.js';

/** Limits of a purchasing request and a bid (issue 18). */
export const BIDDING_LIMITS = {
  /** A quantity: positive, at most 4 decimals, below 10^14. */
  quantityScale: 4,
  /** A unit price: positive, at most 6 decimals, below 10^12. */
  unitPriceScale: 6,
  maxQuantity: new Decimal('1e14'),
  maxUnitPrice: new Decimal('1e12'),
  /** The deadline must be at least this far ahead when published. */
  minLeadMs: 5 * 60_000,
  /** …and at most this far. */
  maxLeadMs: 366 * 24 * 3600_000,
  attachmentsMax: 10,
} as const;

export type DecimalProblem = 'required' | 'badNumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge';

/** A positive decimal with at most `scale` decimals below `max`: the Decimal, or the problem. */
export function checkPositiveDecimal(value: unknown, scale: number, max: Decimal): Decimal | DecimalProblem {
  if (value === undefined || value === null || value === '') return 'required';
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return 'badNumber';
  const d = parseDecimal(text);
  if (!d) return 'badNumber';
  if (d.lte(0)) return 'notPositive';
  if (d.decimalPlaces() > scale) return 'tooManyDecimals';
  if (d.gte(max)) return 'tooLarge';
  return d;
}

/** A calendar date "YYYY-MM-DD" that exists. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A bid's amount: unit price × quantity, rounded half-up to the cent once. */
export function bidAmountCents(unitPrice: Decimal, quantity: Decimal): bigint {
  return toCents(unitPrice.times(quantity));
}
