import type { Decimal } from '../../money/decimal.js';
import { WORD_DIGITS, powerOfTen, quotientOf, wordDigits } from './decimal-words.js';

/**
 * Reading a decimal from its digits, without writing it out as text (which costs as much as the arithmetic it ends).
 * decimal.js keeps a value as a sign `s`, the power of ten `e` of its first digit, and its digits `d` in words of 7
 * (the first word shorter). Only whole numbers below 2^53 are formed, so every sum and product here is exact.
 */

/** The power of ten of the first word's last digit. */
function firstWordPlace(words: readonly number[], exponent: number): number {
  return exponent - wordDigits(words[0] ?? 0) + 1;
}

/**
 * Whole cents of a decimal rounded half away from zero, as money() writes it (centsOf(money(value))); NaN from
 * 10^12 on, where its thousandths would pass 2^53.
 */
export function centsOfDecimal(value: Decimal): number {
  const { d: words, e: exponent, s: sign } = value;
  if (words === null || exponent >= 12) return Number.NaN;
  // Counted in thousandths, below 10^15: a word times the power of its place is below that too.
  let thousandths = 0;
  let place = firstWordPlace(words, exponent) + 3;
  for (const word of words) {
    if (place <= -WORD_DIGITS) break;
    if (place >= 0) thousandths += word * powerOfTen(place);
    else {
      // The word reaches below the thousandths: only its digits above them count.
      thousandths += quotientOf(word, powerOfTen(-place));
      break;
    }
    place -= WORD_DIGITS;
  }
  const hundredths = quotientOf(thousandths, 10);
  return sign * (thousandths - hundredths * 10 >= 5 ? hundredths + 1 : hundredths);
}

/** The decimal as a JS number when it is a whole number below 10^15 (so exactly); NaN otherwise. */
export function wholeNumberOf(value: Decimal): number {
  const { d: words, e: exponent, s: sign } = value;
  if (words === null || exponent >= 15 || !value.isInteger()) return Number.NaN;
  // A whole number's words all lie at or above the units: every place is 0 or more.
  let whole = 0;
  let place = firstWordPlace(words, exponent);
  for (const word of words) {
    whole += word * powerOfTen(place);
    place -= WORD_DIGITS;
  }
  return sign < 0 && whole > 0 ? -whole : whole;
}
