/** Fixed-point numbers as Gerber (FS) and Excellon write them: digits with an implied decimal point. */
export interface NumberFormat {
  integer: number;
  decimal: number;
  /** Which zeros the writer left out: `leading` = right-aligned digits, `trailing` = left-aligned. */
  omitted: 'leading' | 'trailing';
}

const POWERS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12];

function power(n: number): number {
  return POWERS[n] ?? 10 ** n;
}

/**
 * Reads text[start, end) as a coordinate. A decimal point, when present, wins over the format.
 * Returns NaN when there is no digit.
 */
export function readFixed(text: string, start: number, end: number, format: NumberFormat): number {
  let i = start;
  let sign = 1;
  const first = text.charCodeAt(i);
  if (first === 45 /* - */) {
    sign = -1;
    i++;
  } else if (first === 43 /* + */) i++;
  let value = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits++;
      if (fraction >= 0) fraction++;
    } else if (code === 46 /* . */ && fraction < 0) {
      fraction = 0;
    } else break;
  }
  if (digits === 0) return NaN;
  if (fraction >= 0) return (sign * value) / power(fraction);
  if (format.omitted === 'leading') return (sign * value) / power(format.decimal);
  const missing = format.integer + format.decimal - digits;
  const scaled = missing >= 0 ? value * power(missing) : value / power(-missing);
  return (sign * scaled) / power(format.decimal);
}

/** Plain decimal number (aperture sizes, tool diameters); NaN when not a number. */
export function readDecimal(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return NaN;
  return Number(trimmed);
}
