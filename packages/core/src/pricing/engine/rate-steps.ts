import { type Decimal, HUNDRED, ONE, ZERO } from '../../money/decimal.js';
import { type PricingMessageKey, renderPricingMessage } from '../messages.js';
import { LINE_CODES } from '../model/codes.js';
import type { LineRates } from './compiled-book.js';
import { explain, money } from './explain.js';
import type { LineAmount, PricedLine } from './priced-line.js';

export type Step = 'scrap' | 'grossMargin' | 'business' | 'tax';
export const STEPS: readonly Step[] = ['scrap', 'grossMargin', 'business', 'tax'];

/** Gross margin divides the amount by its factor (so the margin is that share of the price); the others multiply. */
export const STEP_DIVIDES: Readonly<Record<Step, boolean>> = {
  scrap: false,
  grossMargin: true,
  business: false,
  tax: false,
};

const onePlus = new WeakMap<Decimal, Decimal>();
const oneMinus = new WeakMap<Decimal, Decimal>();

/** A step's factor: 1 − rate for gross margin, 1 + rate for the others, worked out once per rate (the book's objects). */
export function stepFactor(step: Step, rate: Decimal): Decimal {
  const divides = STEP_DIVIDES[step];
  const cache = divides ? oneMinus : onePlus;
  let factor = cache.get(rate);
  if (factor === undefined) {
    factor = divides ? ONE.minus(rate) : ONE.plus(rate);
    cache.set(rate, factor);
  }
  return factor;
}

/** How a step turns an amount into the amount after it. */
function applyRate(step: Step, amount: Decimal, rate: Decimal): Decimal {
  const factor = stepFactor(step, rate);
  return STEP_DIVIDES[step] ? amount.dividedBy(factor) : amount.times(factor);
}

/** Lines that share one set of rates: every step is linear, so their sum goes through the steps at once. */
export interface RateGroup {
  rates: LineRates;
  amount: Decimal;
  codes: string[];
}

interface StepShare {
  rate: Decimal;
  base: Decimal;
  /** The lines whose own rate this is; empty for the book's rate. */
  owners: string[];
}

/**
 * The four steps after the projects, each on what the previous one left:
 * scrap (amount × rate), gross margin (amount ÷ (1 − rate), so the margin is that share of the
 * price), business fee (amount × rate), tax (amount × rate). Each line carries its rates: the
 * project's own where set, the book's otherwise; a step line adds up its increments over the lines.
 */
export function rateSteps(lines: readonly LineAmount[], subtotal: Decimal): PricedLine[] {
  const groups = groupsOf(lines, subtotal);
  return STEPS.map((step) => {
    const shares: StepShare[] = [];
    let base: Decimal | undefined;
    for (const group of groups) {
      base = base === undefined ? group.amount : base.plus(group.amount);
      addShare(shares, group.rates[step], group.amount, group.rates.own[step] ? group.codes : []);
    }
    return stepLine(step, base ?? ZERO, applyStep(step, groups), shares);
  });
}

/** The four step amounts alone, for a price without explanations; the groups' amounts move on through the steps. */
export function stepAmounts(groups: RateGroup[]): Decimal[] {
  return STEPS.map((step) => applyStep(step, groups));
}

/** What one step adds over the groups; each group's amount becomes the amount after the step. */
function applyStep(step: Step, groups: RateGroup[]): Decimal {
  let increment: Decimal | undefined;
  for (const group of groups) {
    const after = applyRate(step, group.amount, group.rates[step]);
    const added = after.minus(group.amount);
    increment = increment === undefined ? added : increment.plus(added);
    group.amount = after;
  }
  return increment ?? ZERO;
}

/**
 * The lines' rate groups. Lines that all share one set of rates (the book's) make one group whose amount is
 * `subtotal`, their sum: the projects' running total already added them up, in the same order.
 */
function groupsOf(lines: readonly LineAmount[], subtotal: Decimal): RateGroup[] {
  const rates = lines[0]?.rates;
  if (rates === undefined || lines.some((line) => line.rates !== rates)) return groupByRates(lines);
  return [{ rates, amount: subtotal, codes: lines.map((line) => line.code) }];
}

/** Adds lines to the groups of their rates, in order (a group per rates object, as compiled). */
export function groupByRates(
  lines: readonly Pick<LineAmount, 'code' | 'exact' | 'rates'>[],
  groups: RateGroup[] = [],
): RateGroup[] {
  for (const line of lines) {
    const group = groups.find((candidate) => candidate.rates === line.rates);
    if (group === undefined) groups.push({ rates: line.rates, amount: line.exact, codes: [line.code] });
    else {
      group.amount = group.amount.plus(line.exact);
      group.codes.push(line.code);
    }
  }
  return groups;
}

function addShare(shares: StepShare[], rate: Decimal, amount: Decimal, owners: readonly string[]): void {
  const own = owners.length > 0;
  const share = shares.find((candidate) => candidate.rate.equals(rate) && candidate.owners.length > 0 === own);
  if (share === undefined) shares.push({ rate, base: amount, owners: [...owners] });
  else {
    share.base = share.base.plus(amount);
    share.owners.push(...owners);
  }
}

const percentTexts = new WeakMap<Decimal, string>();

/** A rate as the percent people wrote ("13"); rates are the book's own objects, so each is written once. */
function percent(rate: Decimal): string {
  let text = percentTexts.get(rate);
  if (text === undefined) {
    text = rate.times(HUNDRED).toFixed();
    percentTexts.set(rate, text);
  }
  return text;
}

const STEP_KEYS = {
  scrap: 'explain.scrap',
  grossMargin: 'explain.grossMargin',
  business: 'explain.business',
  tax: 'explain.tax',
} as const satisfies Readonly<Record<Step, PricingMessageKey>>;

const STEP_NAMES: Readonly<Record<Step, string>> = {
  scrap: renderPricingMessage('line.scrap'),
  grossMargin: renderPricingMessage('line.grossMargin'),
  business: renderPricingMessage('line.business'),
  tax: renderPricingMessage('line.tax'),
};

function stepLine(step: Step, base: Decimal, amount: Decimal, shares: readonly StepShare[]): PricedLine {
  const first = shares[0];
  const uniform = first !== undefined && shares.every((share) => share.rate.equals(first.rate));
  const amountText = money(amount);
  const baseText = money(base);
  const explanation = uniform
    ? explain(STEP_KEYS[step], { base: baseText, amount: amountText, rate: percent(first.rate) })
    : explain('explain.mixedRates', { base: baseText, amount: amountText, rates: describeShares(shares) });
  return {
    code: LINE_CODES[step],
    name: STEP_NAMES[step],
    exact: amount,
    amountText,
    rates: NO_RATES,
    deliveryDays: 0,
    explain: explanation,
  };
}

/** "10% × 50.00 + 50% × 100.00 (X)": the book's rate unnamed, projects' own rates named. */
function describeShares(shares: readonly StepShare[]): string {
  return shares
    .map((share) => {
      const owners = share.owners.length > 0 ? ` (${share.owners.join(', ')})` : '';
      return `${percent(share.rate)}% × ${money(share.base)}${owners}`;
    })
    .join(' + ');
}

const NO_RATES: LineRates = {
  scrap: ZERO,
  grossMargin: ZERO,
  business: ZERO,
  tax: ZERO,
  own: { scrap: false, grossMargin: false, business: false, tax: false },
};
