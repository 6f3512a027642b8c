import { Decimal, type Rounding, ZERO } from '../../money/decimal.js';

/** How many arguments each function takes. Names are matched without case (`if` is IF). */
export const FORMULA_FUNCTIONS = {
  IF: { min: 3, max: 3 },
  AND: { min: 1, max: 255 },
  OR: { min: 1, max: 255 },
  NOT: { min: 1, max: 1 },
  MIN: { min: 1, max: 255 },
  MAX: { min: 1, max: 255 },
  ROUND: { min: 1, max: 2 },
  ROUNDUP: { min: 1, max: 2 },
  ROUNDDOWN: { min: 1, max: 2 },
  CEILING: { min: 1, max: 2 },
  FLOOR: { min: 1, max: 2 },
  ABS: { min: 1, max: 1 },
} as const satisfies Record<string, { min: number; max: number }>;

export type FormulaFunctionName = keyof typeof FORMULA_FUNCTIONS;
export const FORMULA_FUNCTION_NAMES = Object.keys(FORMULA_FUNCTIONS) as FormulaFunctionName[];

export function isFormulaFunction(name: string): name is FormulaFunctionName {
  return Object.hasOwn(FORMULA_FUNCTIONS, name);
}

export function describeArity(name: FormulaFunctionName): string {
  const { min, max } = FORMULA_FUNCTIONS[name];
  if (min === max) return String(min);
  return max >= 255 ? `${min} or more` : `${min} to ${max}`;
}

/** ROUND family digits: spreadsheets truncate them to a whole number; beyond ±MAX_DIGITS is refused. */
export const MAX_DIGITS = 100;

/**
 * ROUND rounds half away from zero, ROUNDUP away from zero, ROUNDDOWN toward zero, all to `digits`
 * decimals; negative digits round to tens, hundreds, ... (ROUND(1234, -2) = 1200).
 */
export function roundTo(value: Decimal, digits: number, mode: Rounding): Decimal {
  if (digits >= 0) return value.toDecimalPlaces(digits, mode);
  const unit = new Decimal(10).pow(-digits);
  return value.dividedBy(unit).toDecimalPlaces(0, mode).times(unit);
}

export const ROUNDING = {
  ROUND: Decimal.ROUND_HALF_UP,
  ROUNDUP: Decimal.ROUND_UP,
  ROUNDDOWN: Decimal.ROUND_DOWN,
} as const;

/**
 * CEILING goes toward +∞ and FLOOR toward −∞, to a multiple of |significance| (default 1), as
 * spreadsheets' CEILING.MATH and FLOOR.MATH do; a significance of 0 gives 0.
 */
export function toMultiple(value: Decimal, significance: Decimal, direction: 'ceiling' | 'floor'): Decimal {
  if (significance.isZero()) return ZERO;
  const step = significance.abs();
  const mode = direction === 'ceiling' ? Decimal.ROUND_CEIL : Decimal.ROUND_FLOOR;
  return value.dividedBy(step).toDecimalPlaces(0, mode).times(step);
}
