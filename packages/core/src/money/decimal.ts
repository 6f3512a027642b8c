import DecimalJs from 'decimal.js';

/**
 * decimal.js as money needs it: 34 significant digits (IEEE 754 decimal128) and half-up rounding
 * (decimal.js's ROUND_HALF_UP rounds a half away from zero). A clone, so a global `Decimal.set`
 * elsewhere cannot change how prices are computed.
 */
export const Decimal: DecimalJs.Constructor = DecimalJs.clone({
  precision: 34,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;
export type Rounding = DecimalJs.Rounding;

/** What a price may be given as. A JS number is accepted for typed quantities, never produced. */
export type DecimalInput = Decimal | string | number;

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);

/** Plain decimal text as a person types it: optional sign, digits, optional fraction. No exponent. */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text.trim());
}

/** A Decimal from a decimal text, a finite number or a Decimal; undefined for anything else. */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  if (typeof value === 'string') return isDecimalText(value) ? new Decimal(value.trim()) : undefined;
  if (value instanceof Decimal) return value;
  if (Decimal.isDecimal(value)) return new Decimal(value);
  return undefined;
}

/** Like parseDecimal, for values the type system already promises are decimals. */
export function toDecimal(value: DecimalInput): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === undefined) throw new RangeError(`not a decimal: ${String(value)}`);
  return parsed;
}
