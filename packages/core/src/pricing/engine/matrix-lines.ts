import { type Decimal } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { centsOfDecimal } from './decimal-digits.js';
import type { CompiledProject, LineRates } from './compiled-book.js';
import { type PlannedProject, resultOf } from './matrix-plan.js';
import { exactAmount, plus } from './price-projects.js';
import type { LineAmount } from './priced-line.js';
import { type RateGroup, groupByRates, stepAmounts } from './rate-steps.js';

type RatedLine = Pick<LineAmount, 'code' | 'exact' | 'rates'>;

/** What a cell's lines come to: whole cents of the rounded lines and the delivery days they add. */
export interface CellCents {
  cents: number;
  days: number;
}

/**
 * A cell's lines so far, without words: the running total (added as the estimate adds it), the whole cents of the
 * lines each rounded as the estimate rounds it, the delivery days they add, and the lines themselves for the rate
 * steps. A cell's tally goes on from its row's.
 */
export class LineTally {
  readonly lines: RatedLine[] = [];
  /** Some line carries rates other than the book's. */
  ownRates: boolean;

  constructor(
    public running: Decimal,
    public cents: number,
    public days: number,
    private readonly before?: LineTally,
  ) {
    this.ownRates = before?.ownRates ?? false;
  }

  /** A row's tally of its base price line. */
  static ofBase(code: string, basePrice: Decimal, rates: LineRates, tierDays: number): LineTally {
    const tally = new LineTally(basePrice, centsOfDecimal(basePrice), tierDays);
    tally.lines.push({ code, exact: basePrice, rates });
    return tally;
  }

  /** A tally that goes on from this one. */
  next(): LineTally {
    return new LineTally(this.running, this.cents, this.days, this);
  }

  add(compiled: CompiledProject, exact: Decimal, applies: boolean, bookRates: LineRates): void {
    this.running = plus(this.running, exact);
    this.cents += centsOfDecimal(exact);
    if (applies) this.days += compiled.deliveryDays;
    this.lines.push({ code: compiled.project.code, exact, rates: compiled.rates });
    if (compiled.rates !== bookRates) this.ownRates = true;
  }

  /** The tally's cents with the four steps' added, worked out in decimals (stepAmounts), and its days. */
  withSteps(bookRates: LineRates): CellCents {
    let cents = this.cents;
    for (const step of stepAmounts(this.rateGroups(bookRates))) cents += centsOfDecimal(step);
    return { cents, days: this.days };
  }

  /** The lines' rate groups, as the estimate's steps group them: one, the running total, when all share the book's. */
  rateGroups(bookRates: LineRates): RateGroup[] {
    if (!this.ownRates) return [{ rates: bookRates, amount: this.running, codes: [] }];
    return groupByRates(this.lines, this.before?.rateGroups(bookRates));
  }
}

/**
 * Adds the projects' lines to the tally in order, with the estimate's arithmetic (priceProjects) and without its
 * words. A result the plan shares is taken from the plan's results, or worked out and kept there (`columnValue`
 * names the column's). False when a formula fails: the cell is then priced alone, with the engine's error.
 */
export function addProjectLines(
  planned: readonly PlannedProject[],
  tally: LineTally,
  scope: Map<string, FormulaValue>,
  columnValue: string,
  bookRates: LineRates,
): boolean {
  for (const project of planned) {
    const result = resultOf(project, scope, tally.running, columnValue);
    if (result === undefined) return false;
    const { exact, applies } = exactAmount(project.compiled, result, tally.running);
    scope.set(project.compiled.project.code, exact);
    tally.add(project.compiled, exact, applies, bookRates);
  }
  return true;
}
