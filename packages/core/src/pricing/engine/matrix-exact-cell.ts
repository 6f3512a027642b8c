import type { Decimal } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import type { CompiledProject, LineRates } from './compiled-book.js';
import type { CellCents, LineTally } from './matrix-lines.js';
import { type PlannedProject, resultOf } from './matrix-plan.js';
import { convertedAmount } from './price-projects.js';
import { STEPS, STEP_DIVIDES, type Step, stepFactor } from './rate-steps.js';
import { ScaledDecimal } from './scaled-decimal.js';

/** A row's lines in scaled decimals (scaled-decimal.ts): where each of its cells starts. Cells never change it. */
export interface ExactRow {
  running: ScaledDecimal;
  /** The lines' rate groups; undefined while every line carries the book's rates (one group: the running total). */
  groups: readonly ExactGroup[] | undefined;
  cents: number;
  days: number;
}

interface ExactGroup {
  rates: LineRates;
  amount: ScaledDecimal;
}

/** The decimals cells work in, handed out afresh to every cell and reused by the next: a cell makes none. */
export class CellScratch {
  private readonly decimals: ScaledDecimal[] = [];
  private used = 0;

  start(): void {
    this.used = 0;
  }

  take(): ScaledDecimal {
    if (this.used === this.decimals.length) this.decimals.push(new ScaledDecimal());
    return this.decimals[this.used++] as ScaledDecimal;
  }
}

/** The row's tally in scaled decimals: its running total and rate groups (as the steps group its lines). */
export function exactRowOf(tally: LineTally, bookRates: LineRates): ExactRow | undefined {
  const running = ScaledDecimal.of(tally.running);
  if (running === undefined) return undefined;
  const { cents, days } = tally;
  if (!tally.ownRates) return { running, groups: undefined, cents, days };
  const groups: ExactGroup[] = [];
  for (const group of tally.rateGroups(bookRates)) {
    const amount = ScaledDecimal.of(group.amount);
    if (amount === undefined) return undefined;
    groups.push({ rates: group.rates, amount });
  }
  return { running, groups, cents, days };
}

/** Where a cell is: the row it goes on from, and what it reads and works with. */
export interface CellContext {
  row: ExactRow;
  projects: readonly PlannedProject[];
  scope: Map<string, FormulaValue>;
  /** The row's running total, which a formula the column shares never reads. */
  rowRunning: Decimal;
  bookRates: LineRates;
  scratch: CellScratch;
}

/**
 * A cell's cents and days from its row's, adding the column's projects and the four steps as the estimate adds
 * them, each operation exact and rounded as decimal.js rounds it (scaled-decimal.ts). Every project's formula result
 * is shared by the column (or the board), so no formula reads the running total or a percentage's amount; an amount
 * project sets its amount for the formulas after it. Undefined where a formula fails or a step divides by more
 * digits than the scaled division takes: the cell is then worked out in decimals.
 */
export function exactCell(context: CellContext, columnValue: string): CellCents | undefined {
  const { row, scratch, bookRates } = context;
  scratch.start();
  let running = scratch.take().copy(row.running);
  let spare = scratch.take();
  let groups = row.groups?.map((group) => ({ rates: group.rates, amount: scratch.take().copy(group.amount) }));
  let { cents, days } = row;
  for (const project of context.projects) {
    const result = resultOf(project, context.scope, context.rowRunning, columnValue);
    if (result === undefined) return undefined;
    const { compiled } = project;
    const line =
      compiled.project.pricingMode === 'percentage'
        ? shareOf(compiled, result, running, scratch)
        : amountOf(compiled, result, context.scope);
    if (line === undefined) return undefined;
    cents += line.exact.cents();
    if (line.applies) days += compiled.deliveryDays;
    // The book's group adds up what the running total does (in the same order, within the precision) until a
    // line with rates of its own splits the lines.
    if (groups === undefined && compiled.rates !== bookRates) {
      groups = [{ rates: bookRates, amount: scratch.take().copy(running) }];
    }
    if (groups !== undefined) addToGroup(groups, compiled.rates, line.exact, scratch);
    // As the estimate's running total, which adding zero leaves as it is.
    if (!line.exact.isZero()) {
      const sum = spare.sum(running, line.exact);
      spare = running;
      running = sum;
    }
  }
  const stepCents = stepsCents(groups ?? [{ rates: bookRates, amount: running }], scratch);
  return stepCents === undefined ? undefined : { cents: cents + stepCents, days };
}

interface ExactLine {
  exact: ScaledDecimal;
  applies: boolean;
}

/** A line of zero, which does not apply. */
const NOTHING: ExactLine = { exact: new ScaledDecimal(), applies: false };

/** An amount project's line: its formula's result converted (in decimals, as the estimate converts it). */
function amountOf(compiled: CompiledProject, result: Decimal, scope: Map<string, FormulaValue>): ExactLine | undefined {
  const { exact, applies } = convertedAmount(compiled, result);
  scope.set(compiled.project.code, exact);
  const scaled = kept(scaledAmounts, exact, ScaledDecimal.of);
  return scaled === undefined ? undefined : { exact: scaled, applies };
}

/** A percentage project's line: the percent of the running total, plus the extra addition when not zero. */
function shareOf(
  compiled: CompiledProject,
  percent: Decimal,
  running: ScaledDecimal,
  scratch: CellScratch,
): ExactLine | undefined {
  // A percent of zero takes nothing, whatever the running total.
  if (percent.isZero()) return NOTHING;
  const rate = kept(scaledPercents, percent, (value) => ScaledDecimal.of(value)?.compact().hundredth());
  const extra = kept(scaledAmounts, compiled.extraAddition, ScaledDecimal.of);
  if (rate === undefined || extra === undefined) return undefined;
  // running × percent ÷ 100 in decimals: the product rounded, then moved two places, which is exact.
  const share = scratch.take().product(running, rate);
  if (share.isZero()) return { exact: share, applies: false };
  return { exact: extra.isZero() ? share : scratch.take().sum(share, extra), applies: true };
}

/** As groupByRates adds a line to the group of its rates (a new one, last, for rates not seen yet). */
function addToGroup(groups: ExactGroup[], rates: LineRates, exact: ScaledDecimal, scratch: CellScratch): void {
  const group = groups.find((candidate) => candidate.rates === rates);
  if (group === undefined) groups.push({ rates, amount: scratch.take().copy(exact) });
  else group.amount = scratch.take().sum(group.amount, exact);
}

/** Whole cents of the four step lines, as stepAmounts works them out; undefined where a step cannot divide. */
function stepsCents(groups: ExactGroup[], scratch: CellScratch): number | undefined {
  let after = scratch.take();
  let increment = scratch.take();
  let total = scratch.take();
  const added = scratch.take();
  let cents = 0;
  for (let index = 0; index < STEPS.length; index += 1) {
    const divides = STEP_DIVIDES[STEPS[index] as Step];
    for (let position = 0; position < groups.length; position += 1) {
      const group = groups[position] as ExactGroup;
      const factor = factorsOf(group.rates)?.[index];
      if (factor === undefined) return undefined;
      if (!divides) after.product(group.amount, factor);
      else if (!after.quotient(group.amount, factor)) return undefined;
      if (position === 0) increment.difference(after, group.amount);
      else {
        const sum = total.sum(increment, added.difference(after, group.amount));
        total = increment;
        increment = sum;
      }
      // The amount after the step is the group's now; its words before are free for the next step.
      const next = after;
      after = group.amount;
      group.amount = next;
    }
    if (groups.length > 0) cents += increment.cents();
  }
  return cents;
}

/** The decimals many cells read, scaled once: the book's additions, the amounts a plan shares. */
const scaledAmounts = new WeakMap<Decimal, ScaledDecimal | undefined>();
/** Percents, as the hundredths they take of the running total. */
const scaledPercents = new WeakMap<Decimal, ScaledDecimal | undefined>();
/** The four steps' factors of a set of rates (1 + rate, 1 − rate), compacted: a step is then one pass. */
const scaledFactors = new WeakMap<LineRates, ScaledDecimal[] | undefined>();

function factorsOf(rates: LineRates): ScaledDecimal[] | undefined {
  if (scaledFactors.has(rates)) return scaledFactors.get(rates);
  const factors: ScaledDecimal[] = [];
  for (const step of STEPS) {
    const factor = ScaledDecimal.of(stepFactor(step, rates[step]));
    if (factor !== undefined) factors.push(factor.compact());
  }
  const all = factors.length === STEPS.length ? factors : undefined;
  scaledFactors.set(rates, all);
  return all;
}

function kept(
  cache: WeakMap<Decimal, ScaledDecimal | undefined>,
  value: Decimal,
  scale: (value: Decimal) => ScaledDecimal | undefined,
): ScaledDecimal | undefined {
  if (cache.has(value)) return cache.get(value);
  const scaled = scale(value);
  cache.set(value, scaled);
  return scaled;
}
