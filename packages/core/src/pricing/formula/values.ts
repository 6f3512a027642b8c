import { Decimal, ONE, ZERO, isDecimalText } from '../../money/decimal.js';
import { FormulaError } from './errors.js';

/** What a formula computes with: decimals, text (character parameters) and TRUE/FALSE. */
export type FormulaValue = Decimal | string | boolean;

/** The values of the codes a formula names. */
export type FormulaScope = ReadonlyMap<string, FormulaValue>;

export function describeValue(value: FormulaValue): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value.toFixed();
}

/** Spreadsheet coercion: TRUE is 1, FALSE 0, text that reads as a number is that number. */
export function toNumber(value: FormulaValue, position: number): Decimal {
  if (typeof value === 'object') return value;
  if (typeof value === 'boolean') return value ? ONE : ZERO;
  if (isDecimalText(value)) return new Decimal(value.trim());
  throw new FormulaError('formula.notANumber', position, { value: describeValue(value) });
}

/** A condition: TRUE/FALSE, a number (0 is FALSE) or the text "TRUE"/"FALSE". */
export function toBoolean(value: FormulaValue, position: number): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'object') return !value.isZero();
  const upper = value.trim().toUpperCase();
  if (upper === 'TRUE') return true;
  if (upper === 'FALSE') return false;
  throw new FormulaError('formula.notABoolean', position, { value: describeValue(value) });
}

const TYPE_RANK = { number: 0, string: 1, boolean: 2 } as const;
const rankOf = (value: FormulaValue): number =>
  typeof value === 'object' ? TYPE_RANK.number : typeof value === 'string' ? TYPE_RANK.string : TYPE_RANK.boolean;

/**
 * Spreadsheet ordering: numbers by value, text without regard to case, FALSE before TRUE; across
 * types every number sorts before any text and any text before TRUE/FALSE (so `1 = "1"` is FALSE).
 */
export function compareValues(left: FormulaValue, right: FormulaValue): number {
  const rank = rankOf(left) - rankOf(right);
  if (rank !== 0) return Math.sign(rank);
  if (typeof left === 'object') return left.comparedTo(right as Decimal);
  if (typeof left === 'string') {
    if (left === right) return 0;
    const a = left.toUpperCase();
    const b = (right as string).toUpperCase();
    return a === b ? 0 : a < b ? -1 : 1;
  }
  return Number(left) - Number(right as boolean);
}
