import { centsOfText, textOfCents } from '../../money/amounts.js';

const DOT = '.'.charCodeAt(0);

/**
 * Whole cents of an amount written to the cent ("-12.30" is -1230) as a JS number, exact for any amount below
 * some 90 trillion (2^53 cents); NaN for a text that is not such an amount.
 */
export function centsOf(text: string): number {
  if (text.charCodeAt(text.length - 3) !== DOT) return Number.NaN;
  const cents = Number(text.replace('.', ''));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/** The two-decimal text of a safe whole number of cents: -1230 is "-12.30" (as textOfCents writes it). */
export function textOfSafeCents(cents: number): string {
  const digits = String(cents < 0 ? -cents : cents).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The sum of amounts written to the cent, written to the cent. Cents are added as JS numbers, which is exact
 * while every partial sum stays a safe integer; past that they are added again as bigint, so the sum is exact
 * either way (and a text that is not an amount is refused as centsOfText refuses it).
 */
export function sumOfAmounts(texts: readonly string[]): string {
  let cents = 0;
  for (const text of texts) {
    cents += centsOf(text);
    if (!Number.isSafeInteger(cents)) return textOfCents(texts.reduce((sum, each) => sum + centsOfText(each), 0n));
  }
  return textOfSafeCents(cents);
}
