import { Decimal, type DecimalInput, toDecimal } from './decimal.js';

/** Cents from an amount, rounded half-up (a half cent goes away from zero). */
export function toCents(amount: DecimalInput): bigint {
  return BigInt(toDecimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0));
}

/** The amount of a number of cents, exactly. */
export function fromCents(cents: bigint): Decimal {
  return new Decimal(cents.toString()).dividedBy(100);
}

/** Cents of a two-decimal text such as "-12.30" (-1230n), read without a Decimal: fast for summing lines. */
export function centsOfText(text: string): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (match === null) throw new RangeError(`not an amount with two decimals: ${text}`);
  const cents = BigInt(`${match[2]}${match[3]}`);
  return match[1] === '-' ? -cents : cents;
}

/** The two-decimal text of a number of cents: -1230n is "-12.30". */
export function textOfCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The amount rounded half-up to the cent: the one rounding a total gets. */
export function roundToCents(amount: DecimalInput): Decimal {
  return toDecimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Fixed-scale decimal text for the wire ("1234.50"), rounded half-up; never a float. */
export function formatAmount(amount: DecimalInput, scale = 2): string {
  return toDecimal(amount).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** "CNY 1,234.50": thousands grouped with commas, for plain-text renderings such as explanations. */
export function formatMoney(amount: DecimalInput, currency: string, scale = 2): string {
  const text = formatAmount(amount, scale);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Money typed by a person: a number with at most two decimals (spec 02 §5, Money). */
export function isMoneyText(text: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(text.trim());
}
