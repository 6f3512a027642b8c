import { Decimal } from '../../money/decimal.js';
import {
  BASE,
  WORD_DIGITS,
  combined,
  complement,
  digitAt,
  digitCount,
  overWord,
  powerOfTen,
  quotientOf,
  reserve,
  timesWord,
  timesWords,
  unitsFrom,
} from './decimal-words.js';

const PRECISION = Decimal.precision;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * A decimal as whole units over a power of ten, the units in words of 7 digits (decimal-words.ts): the money
 * Decimal's arithmetic done exactly in JS integers, for the matrix's cells (matrix-exact-cell.ts), where decimal.js
 * spends more on its objects than on the digits. Each operation gives the exact result rounded half away from zero
 * to Decimal.precision (34) significant digits, as decimal.js rounds every result, so a chain of them ends on the
 * very decimal the Decimals' chain ends on.
 *
 * An operation writes its result into the decimal it is called on (never one of its operands), reusing its words:
 * a cell works in a few of them without making new ones.
 */
export class ScaledDecimal {
  /** The units, least significant word first: the first `length` words, the top one not zero (none for zero). */
  private readonly words: number[] = [];
  private length = 0;
  /** The value is the units over 10^scale (a negative scale stands for trailing zeros). */
  private scale = 0;
  private negative = false;

  /** The decimal's exact value; undefined for NaN and infinities. */
  static of(value: Decimal): ScaledDecimal | undefined {
    const scaled = new ScaledDecimal();
    return scaled.read(value) ? scaled : undefined;
  }

  /** Takes the decimal's exact value from its digits (decimal.js keeps them in words of 7, most significant first). */
  read(value: Decimal): boolean {
    const { d: digits, e: exponent, s: sign } = value;
    if (digits === null) return false;
    const count = digits.length;
    reserve(this.words, count);
    for (let index = 0; index < count; index += 1) this.words[index] = digits[count - 1 - index] as number;
    this.length = count;
    this.trim();
    // decimal.js's words fall on powers of 10^7: the first one counts units of 10^(7 × floor(exponent / 7)).
    this.scale = WORD_DIGITS * (count - 1 - quotientOf(exponent, WORD_DIGITS));
    this.negative = sign < 0 && this.length > 0;
    return true;
  }

  copy(from: ScaledDecimal): this {
    reserve(this.words, from.length);
    for (let index = 0; index < from.length; index += 1) this.words[index] = from.words[index] as number;
    this.length = from.length;
    this.scale = from.scale;
    this.negative = from.negative;
    return this;
  }

  isZero(): boolean {
    return this.length === 0;
  }

  /** The value as decimal.js reads it: the units' digits and a power of ten ("-12345e-3"). */
  toString(): string {
    if (this.length === 0) return '0';
    let digits = String(this.words[this.length - 1]);
    for (let index = this.length - 2; index >= 0; index -= 1) digits += String(this.words[index]).padStart(7, '0');
    return `${this.negative ? '-' : ''}${digits}e${-this.scale}`;
  }

  /**
   * Moves trailing zeros into the scale, down to one word where the significant digits fit in one (as rates and
   * percents do): multiplying or dividing by it then takes one pass over the other's words.
   */
  compact(): this {
    if (this.length === 0 || this.length > 2) return this;
    // Two words are below 10^14: one safe integer.
    let units = (this.words[0] as number) + (this.length === 2 ? (this.words[1] as number) * BASE : 0);
    let scale = this.scale;
    for (let tenth = quotientOf(units, 10); tenth * 10 === units; tenth = quotientOf(units, 10)) {
      units = tenth;
      scale -= 1;
    }
    if (units < BASE) {
      this.words[0] = units;
      this.length = 1;
      this.scale = scale;
    }
    return this;
  }

  /** This value over 100, exactly (the point moves): as Decimal's dividedBy(100) of a value within the precision. */
  hundredth(): this {
    this.scale += 2;
    return this;
  }

  /** a + b, as Decimal's plus (which rounds even when one of them is zero). */
  sum(a: ScaledDecimal, b: ScaledDecimal): this {
    return this.signedSum(a, b, b.negative);
  }

  /** a − b, as Decimal's minus. */
  difference(a: ScaledDecimal, b: ScaledDecimal): this {
    return this.signedSum(a, b, !b.negative && b.length > 0);
  }

  /** a × b, as Decimal's times. */
  product(a: ScaledDecimal, b: ScaledDecimal): this {
    this.length =
      b.length === 1
        ? timesWord(this.words, a.words, a.length, b.words[0] as number)
        : a.length === 1
          ? timesWord(this.words, b.words, b.length, a.words[0] as number)
          : timesWords(this.words, a.words, a.length, b.words, b.length);
    this.scale = a.scale + b.scale;
    this.negative = a.negative !== b.negative;
    return this.rounded();
  }

  /**
   * a ÷ b, as Decimal's dividedBy; false for b zero or of more than one word of units (divide in decimals). The
   * integer quotient is taken to at least one digit more than the precision: rounding it half-up then only reads the
   * first digit it drops, a true digit of the exact quotient, whatever the remainder below it.
   */
  quotient(a: ScaledDecimal, b: ScaledDecimal): boolean {
    if (b.length !== 1) return false;
    const missing = PRECISION + 1 + digitCount(b.words, 1) - digitCount(a.words, a.length);
    const zeros = a.length === 0 || missing <= 0 ? 0 : quotientOf(missing + WORD_DIGITS - 1, WORD_DIGITS);
    this.length = overWord(this.words, a.words, a.length, zeros, b.words[0] as number);
    this.scale = a.scale + WORD_DIGITS * zeros - b.scale;
    this.negative = a.negative !== b.negative;
    this.rounded();
    return true;
  }

  /** Whole cents rounded half away from zero, as money() writes them; NaN from within 10^7 cents of 2^53 on. */
  cents(): number {
    const cents = this.scale <= 2 ? this.wholeCents(2 - this.scale) : this.roundedCents(this.scale - 2);
    return this.negative && cents > 0 ? -cents : cents;
  }

  /** The units times 10^places: the cents of a value without digits below them. */
  private wholeCents(places: number): number {
    const units = unitsFrom(this.words, this.length, 0);
    if (units === 0) return 0;
    return places <= 15 && units <= quotientOf(MAX_SAFE, powerOfTen(places)) ? units * powerOfTen(places) : Number.NaN;
  }

  /** The units over 10^places, rounded half-up: the cents of a value with digits below them. */
  private roundedCents(places: number): number {
    const { words, length } = this;
    const within = places % WORD_DIGITS;
    const index = (places - within) / WORD_DIGITS;
    // The words above the one the cents end in, then that word's digits above the dropped ones.
    const above = unitsFrom(words, length, index + 1);
    const power = powerOfTen(WORD_DIGITS - within);
    // Below the largest multiple of the power that is safe, the cents and one more stay safe.
    if (!(above < quotientOf(MAX_SAFE, power))) return Number.NaN;
    const word = index < length ? (words[index] as number) : 0;
    const cents = above * power + quotientOf(word, powerOfTen(within));
    return digitAt(words, length, places - 1) >= 5 ? cents + 1 : cents;
  }

  /** Drops most significant zero words. */
  private trim(): void {
    while (this.length > 0 && this.words[this.length - 1] === 0) this.length -= 1;
  }

  /**
   * The units rounded half away from zero to the working precision, as every Decimal operation ends: the dropped
   * words go (the scale with them) and the dropped digits of the lowest kept word become zeros.
   */
  private rounded(): this {
    this.trim();
    if (this.length === 0) this.negative = false;
    if (this.length * WORD_DIGITS <= PRECISION) return this;
    const { words } = this;
    const dropped = digitCount(words, this.length) - PRECISION;
    if (dropped <= 0) return this;
    const roundsUp = digitAt(words, this.length, dropped - 1) >= 5;
    const within = dropped % WORD_DIGITS;
    const index = (dropped - within) / WORD_DIGITS;
    for (let at = index; at < this.length; at += 1) words[at - index] = words[at] as number;
    this.length -= index;
    this.scale -= WORD_DIGITS * index;
    const unit = powerOfTen(within);
    words[0] = (words[0] as number) - ((words[0] as number) % unit);
    if (roundsUp) this.carry(unit);
    return this;
  }

  /** Adds an amount below 10^7 to the lowest word, carrying into the words above. */
  private carry(amount: number): void {
    let carry = amount;
    for (let index = 0; carry > 0; index += 1) {
      if (index === this.length) {
        reserve(this.words, index + 1);
        this.words[index] = 0;
        this.length += 1;
      }
      const total = (this.words[index] as number) + carry;
      carry = total >= BASE ? 1 : 0;
      this.words[index] = total - carry * BASE;
    }
  }

  /**
   * a + b, b taken with the sign given: both at the larger scale, where they add up exactly (decimal-words.ts
   * shifts the other up as it adds).
   */
  private signedSum(a: ScaledDecimal, b: ScaledDecimal, bNegative: boolean): this {
    const aHigh = a.scale >= b.scale;
    const high = aHigh ? a : b;
    const low = aHigh ? b : a;
    const highNegative = aHigh ? a.negative : bNegative;
    const lowNegative = aHigh ? bNegative : a.negative;
    const places = high.scale - low.scale;
    const subtracts = highNegative !== lowNegative;
    // Enough words for the shifted low units, the high ones and a carry.
    const length = Math.max(high.length, low.length + quotientOf(places, WORD_DIGITS) + 1) + 1;
    const borrowed = combined(this.words, length, high.words, high.length, low.words, low.length, places, subtracts);
    if (borrowed) complement(this.words, length);
    this.length = length;
    this.scale = high.scale;
    this.negative = borrowed ? lowNegative : highNegative;
    return this.rounded();
  }
}
