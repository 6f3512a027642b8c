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

/**
 * Cents of money typed by a person or sent by a client (spec 02 §5): a number or a string with at most two
 * decimals and no sign, below `maxCents`. Anything else (floats with more decimals, "1e3", "", -1) is undefined.
 */
export function centsOfInput(value: unknown, maxCents = 10n ** 15n): bigint | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return undefined;
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents <= maxCents ? cents : undefined;
}

/**
 * Cents of a signed amount typed by a person ("-30.5" is -3050n, "+12" is 1200n): an optional sign, then the
 * rules of `centsOfInput`, at most `maxCents` either way. Anything else is undefined.
 */
export function centsOfSignedInput(value: unknown, maxCents = 10n ** 15n): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  const signed = text === undefined ? null : /^([+-]?)(\d.*)$/.exec(text);
  if (!signed) return undefined;
  const cents = centsOfInput(signed[2], maxCents);
  return cents !== undefined && signed[1] === '-' ? -cents : cents;
}
