import { type Decimal, ZERO } from '../../money/decimal.js';
import { sumOfAmounts } from './cents.js';
import { money } from './explain.js';

export interface RoundedLines {
  /** The sum of the exact line amounts (shown in the rounding step, never charged). */
  exact: Decimal;
  /** The sum of the rounded lines: what is charged. */
  total: string;
  /** Each line rounded half-up to the cent, exactly as its explanation shows it. */
  amounts: string[];
}

/**
 * One rounding rule: every line is rounded once, half-up, to the cent — the amount its explanation ends with — and
 * the total is the sum of those lines, in whole cents. No line is adjusted afterwards, so a line and its
 * explanation always agree and the lines always add up to the total. `texts` may carry the lines already written
 * to the cent (the engine writes each once, for the explanation and the answer), and `exact` their exact sum, when
 * the caller has already added them up in the same order.
 */
export function roundLines(
  exactAmounts: readonly Decimal[],
  texts: readonly string[] = [],
  exact = exactAmounts.reduce((sum, amount) => sum.plus(amount), ZERO),
): RoundedLines {
  const amounts = exactAmounts.map((amount, index) => texts[index] ?? money(amount));
  const total = sumOfAmounts(amounts);
  return { exact, total, amounts };
}
