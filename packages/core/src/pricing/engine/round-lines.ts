import { centsOfText, textOfCents } from '../../money/amounts.js';
import { type Decimal, ZERO } from '../../money/decimal.js';
import { money } from './explain.js';

export interface RoundedLines {
  /** The sum of the exact line amounts. */
  exact: Decimal;
  /** The exact sum rounded half-up to the cent: the one rounding of the price. */
  total: string;
  /** Each line rounded half-up to the cent, the last one carrying the remainder. */
  amounts: string[];
  remainder: string;
}

/**
 * Rounds the total once, then the lines for display so that they add up to it exactly: every line
 * is rounded half-up to the cent and what the rounded lines miss or exceed (a few cents at most)
 * goes to the last line (TAX), so the answer never shows lines that disagree with the total.
 * `texts` may carry the lines already written to the cent; the sums are then done in whole cents.
 */
export function roundLines(exactAmounts: readonly Decimal[], texts: readonly string[] = []): RoundedLines {
  const exact = exactAmounts.reduce((sum, amount) => sum.plus(amount), ZERO);
  const total = money(exact);
  const amounts = exactAmounts.map((amount, index) => texts[index] ?? money(amount));
  const shown = amounts.reduce((sum, text) => sum + centsOfText(text), 0n);
  const remainder = centsOfText(total) - shown;
  const last = amounts.length - 1;
  if (last >= 0 && remainder !== 0n) amounts[last] = textOfCents(centsOfText(amounts[last] as string) + remainder);
  return { exact, total, amounts, remainder: textOfCents(remainder) };
}
