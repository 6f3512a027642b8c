/**
 * Whole units written in words of 7 digits, least significant first, as decimal.js writes its digits
 * (scaled-decimal.ts works with them): only the first `length` words of an array count. Every integer here stays
 * below 2^53, so a JS number holds it exactly: a word is below 10^7, a word times a word below 10^14.
 */
export const BASE = 10_000_000;
export const WORD_DIGITS = 7;

/** 10^0 … 10^15, each a product of safe integers. */
const POWERS: readonly number[] = Array.from({ length: 16 }, (_, exponent) => {
  let power = 1;
  for (let times = 0; times < exponent; times += 1) power *= 10;
  return power;
});

/** 10^exponent, for 0 ≤ exponent ≤ 15. */
export function powerOfTen(exponent: number): number {
  return POWERS[exponent] as number;
}

/**
 * The whole quotient of a safe integer by a positive whole number, rounded down, exactly: JS rounds the division to
 * within |dividend| × 2^-53 ÷ divisor of the exact quotient, under 1 ÷ divisor as the dividend is below 2^53, and a
 * quotient that is not whole lies at least 1 ÷ divisor from the whole numbers either side of it (a whole one is
 * exact), so rounding down lands on the whole quotient.
 */
export function quotientOf(dividend: number, divisor: number): number {
  return Math.floor(dividend / divisor);
}

/** The number of digits of a word (1 for 0). */
export function wordDigits(word: number): number {
  let digits = 1;
  while (digits < WORD_DIGITS && word >= (POWERS[digits] as number)) digits += 1;
  return digits;
}

/** The number of digits of the units (0 for none), whose top word is not zero. */
export function digitCount(words: readonly number[], length: number): number {
  return length === 0 ? 0 : WORD_DIGITS * (length - 1) + wordDigits(words[length - 1] as number);
}

/** The units' digit at a place (0 is the last one). */
export function digitAt(words: readonly number[], length: number, place: number): number {
  const within = place % WORD_DIGITS;
  const index = (place - within) / WORD_DIGITS;
  const word = index < length ? (words[index] as number) : 0;
  return quotientOf(word, POWERS[within] as number) % 10;
}

/** The largest units whose next word still keeps them safe: 900719924 × 10^7 + 9999999 < 2^53. */
const MAX_SAFE_HEAD = 900_719_924;

/** The units of the words from the lowest one up, as a safe integer; NaN past 2^53. */
export function unitsFrom(words: readonly number[], length: number, lowest: number): number {
  let units = 0;
  for (let index = length - 1; index >= lowest; index -= 1) {
    if (units > MAX_SAFE_HEAD) return Number.NaN;
    units = units * BASE + (words[index] as number);
  }
  return units;
}

/** Room in a reused array for words up to a length (it only grows). */
export function reserve(words: number[], length: number): void {
  while (words.length < length) words.push(0);
}

/** The first `length` units' words times a whole number below 10^7, into `into`; the length written. */
export function timesWord(into: number[], words: readonly number[], length: number, factor: number): number {
  reserve(into, length + 1);
  let carry = 0;
  for (let index = 0; index < length; index += 1) {
    const total = (words[index] as number) * factor + carry;
    carry = quotientOf(total, BASE);
    into[index] = total - carry * BASE;
  }
  into[length] = carry;
  return length + 1;
}

/** The product of two units, word by word, into `into`; the length written. */
export function timesWords(
  into: number[],
  x: readonly number[],
  xLength: number,
  y: readonly number[],
  yLength: number,
): number {
  const length = xLength + yLength;
  reserve(into, length);
  for (let index = 0; index < length; index += 1) into[index] = 0;
  for (let i = 0; i < xLength; i += 1) {
    let carry = 0;
    for (let j = 0; j < yLength; j += 1) {
      // A word, a product of two and a carry: below 10^14 + 2 × 10^7.
      const total = (into[i + j] as number) + (x[i] as number) * (y[j] as number) + carry;
      carry = quotientOf(total, BASE);
      into[i + j] = total - carry * BASE;
    }
    into[i + yLength] = carry;
  }
  return length;
}

/**
 * The whole quotient of the units followed by `zeros` zero words by a whole number below 10^7, into `into`; the
 * length written.
 */
export function overWord(
  into: number[],
  words: readonly number[],
  length: number,
  zeros: number,
  divisor: number,
): number {
  const total = length + zeros;
  reserve(into, total);
  let remainder = 0;
  for (let index = total - 1; index >= 0; index -= 1) {
    // The remainder is below the divisor: the running dividend stays below 10^14.
    const dividend = remainder * BASE + (index >= zeros ? (words[index - zeros] as number) : 0);
    const word = quotientOf(dividend, divisor);
    remainder = dividend - word * divisor;
    into[index] = word;
  }
  return total;
}

/**
 * high ± low × 10^places into `into`, over `length` words (enough for the result and a carry): the low units are
 * shifted up as the words are added. True when a subtraction borrowed out of the top word, the low units being the
 * larger: the words then hold 10^(7 × length) − |high − low|.
 */
export function combined(
  into: number[],
  length: number,
  high: readonly number[],
  highLength: number,
  low: readonly number[],
  lowLength: number,
  places: number,
  subtracts: boolean,
): boolean {
  reserve(into, length);
  const within = places % WORD_DIGITS;
  const shift = (places - within) / WORD_DIGITS;
  const factor = POWERS[within] as number;
  let carry = 0;
  let shifted = 0;
  for (let index = 0; index < length; index += 1) {
    const from = index - shift;
    let lowWord = from >= 0 && from < lowLength ? (low[from] as number) : 0;
    if (within > 0) {
      // Its digits times 10^within, plus what the word below carried over.
      const scaled = lowWord * factor + shifted;
      shifted = quotientOf(scaled, BASE);
      lowWord = scaled - shifted * BASE;
    }
    const highWord = index < highLength ? (high[index] as number) : 0;
    const total = subtracts ? highWord - lowWord - carry : highWord + lowWord + carry;
    carry = subtracts ? (total < 0 ? 1 : 0) : total >= BASE ? 1 : 0;
    into[index] = subtracts ? total + carry * BASE : total - carry * BASE;
  }
  return subtracts && carry === 1;
}

/** 10^(7 × length) − the units, in place: the magnitude of a subtraction that borrowed out of its top word. */
export function complement(words: number[], length: number): void {
  let borrow = 0;
  for (let index = 0; index < length; index += 1) {
    const total = -(words[index] as number) - borrow;
    borrow = total < 0 ? 1 : 0;
    words[index] = total + borrow * BASE;
  }
}
