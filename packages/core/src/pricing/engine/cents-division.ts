import type { Decimal } from '../../money/decimal.js';

/** A decimal divisor as whole units over a power of ten: 7.10 is 710 / 10^2. */
export interface ScaledDivisor {
  units: number;
  scale: number;
}

/** Bounds within which dividing whole cents by integers gives the decimal answer (see below). */
const MAX_DIVISOR_UNITS = 1e9;
const MAX_SCALE = 6;

/**
 * A positive total of whole cents divided by a divisor, rounded half-up to `places` decimals, by integer division:
 * the same text as the decimal division rounded to 34 digits and then to those decimals. Within the bounds the
 * exact quotient is either exactly half-way (and then exact in 34 digits) or at least 1/(2 × divisor units) of
 * the last place away from half-way, far more than the 34th digit can move it, so both roundings agree.
 * Undefined outside the bounds (a total not above zero, a divisor not a scaled integer, numbers past 2^53): then
 * divide in decimals.
 */
export function divideCents(cents: number, divisor: ScaledDivisor | undefined, places: 2 | 4): string | undefined {
  if (divisor === undefined || !(cents > 0) || !Number.isSafeInteger(cents)) return undefined;
  const { units, scale } = divisor;
  if (!(Number.isInteger(units) && units > 0 && units < MAX_DIVISOR_UNITS)) return undefined;
  const dividend = cents * 10 ** (places - 2 + scale);
  if (!Number.isSafeInteger(dividend)) return undefined;
  const rest = dividend % units;
  const quotient = (dividend - rest) / units + (2 * rest >= units ? 1 : 0);
  const digits = String(quotient).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A positive decimal with at most 6 decimals as a scaled divisor; undefined otherwise. */
export function scaledDivisor(value: Decimal): ScaledDivisor | undefined {
  const scale = value.decimalPlaces();
  if (!(value.greaterThan(0) && scale <= MAX_SCALE)) return undefined;
  const units = value.times(10 ** scale).toNumber();
  return Number.isInteger(units) && units < MAX_DIVISOR_UNITS ? { units, scale } : undefined;
}

/** The price per piece (or panel) of whole cents: 4 decimals half-up, by integer division as above. */
export function unitPriceOfCents(cents: number, pieces: number): string | undefined {
  return divideCents(cents, { units: pieces, scale: 0 }, 4);
}
