import { Decimal, HUNDRED, ZERO } from '../../money/decimal.js';
import { FormulaError } from '../formula/errors.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, formulaFieldError } from '../model/field-error.js';
import type { PricingProject } from '../model/project.js';
import { valueKey } from './coerce-value.js';
import type { CompiledProject, FactorPrice } from './compiled-book.js';
import { explain, money } from './explain.js';
import type { LineAmount } from './priced-line.js';
import type { Explanation } from './types.js';

/** What a project came to: its line's amount, and what its explanation tells. */
export interface ProjectAmount extends LineAmount {
  compiled: CompiledProject;
  /** The formula's result: an amount, or a percent in percentage mode. */
  result: Decimal;
  /** The running total before the project. */
  subtotal: Decimal;
  factorPrice: FactorPrice | undefined;
  /** The factor parameter's value the price was looked up by. */
  factorKey: string;
  applies: boolean;
}

export interface PricedProjects {
  amounts: ProjectAmount[];
  /** The running total after the last project. */
  subtotal: Decimal;
}

/**
 * Prices the bound projects in sort order. Each formula sees the parameters, the engine's variables,
 * SUBTOTAL (the running total before it), the amounts of earlier projects under their codes and its
 * factor's price. Amount mode: the formula's result × the project's exchange rate. Percentage mode:
 * the result is a percent of the running total. A project applies when that amount is not zero;
 * only then are its extra addition and delivery days added. A project out of its validity period is
 * left out, and said so in `steps` when given.
 */
export function priceProjects(
  projects: readonly CompiledProject[],
  scope: Map<string, FormulaValue>,
  subtotal: Decimal,
  pricedOn: string,
  errors: FieldError[],
  steps?: Explanation[],
): PricedProjects {
  const amounts: ProjectAmount[] = [];
  let running = subtotal;
  for (const compiled of projects) {
    const { project } = compiled;
    if (!isPricedOn(project, pricedOn)) {
      steps?.push(explain('explain.projectOutOfValidity', { code: project.code, date: pricedOn }));
      continue;
    }
    let evaluated: EvaluatedProject;
    try {
      evaluated = evaluateProject(compiled, scope, running);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      errors.push(formulaFieldError(project.code, error));
      return { amounts, subtotal: running };
    }
    const { exact, applies } = exactAmount(compiled, evaluated.result, running);
    scope.set(project.code, exact);
    amounts.push(amountOf(compiled, exact, applies, evaluated, running));
    running = plus(running, exact);
  }
  return { amounts, subtotal: running };
}

/**
 * a + b, where adding zero gives a as it is: Decimal's plus would only copy it, rounded to the working
 * precision, which every amount here is already within.
 */
export function plus(a: Decimal, b: Decimal): Decimal {
  return b.isZero() ? a : a.plus(b);
}

/** Whether the project is within its validity period on the day priced (else it is left out). */
export function isPricedOn(project: PricingProject, date: string): boolean {
  const { validFrom: from, validTo: to } = project;
  return (from === undefined || from === '' || from <= date) && (to === undefined || to === '' || date <= to);
}

const NO_FACTOR_PRICE: FactorPrice = { price: ZERO, text: '0' };

interface FactorLookUp {
  price: FactorPrice | undefined;
  key: string;
}

const NO_FACTOR: FactorLookUp = { price: undefined, key: '' };

export interface EvaluatedProject {
  /** The formula's result: an amount, or a percent in percentage mode. */
  result: Decimal;
  factor: FactorLookUp;
}

/**
 * The project's formula evaluated where it stands: SUBTOTAL is the running total before it, its factor's code the
 * factor's price. Throws FormulaError.
 */
export function evaluateProject(
  compiled: CompiledProject,
  scope: Map<string, FormulaValue>,
  running: Decimal,
): EvaluatedProject {
  scope.set('SUBTOTAL', running);
  const factor = lookUpFactor(compiled, scope);
  return { result: compiled.formula.evaluateNumber(scope), factor };
}

/** The factor's price for the parameter's value: its row, else the `*` row, else 0. */
function lookUpFactor(compiled: CompiledProject, scope: Map<string, FormulaValue>): FactorLookUp {
  const factor = compiled.factor;
  if (factor === undefined) return NO_FACTOR;
  const value = scope.get(factor.parameter);
  const key = value === undefined ? '' : valueKey(value);
  const price = (value === undefined ? undefined : factor.prices.get(key)) ?? factor.otherwise ?? NO_FACTOR_PRICE;
  scope.set(factor.code, price.price);
  return { price, key };
}

/** A project's amount before rounding, and whether it applies (is not zero). */
export interface ExactAmount {
  exact: Decimal;
  applies: boolean;
}

/**
 * What the formula's result comes to at the running total: in amount mode the result × the exchange rate, in
 * percentage mode that percent of the running total; plus the extra addition when not zero.
 */
export function exactAmount(compiled: CompiledProject, result: Decimal, running: Decimal): ExactAmount {
  return compiled.project.pricingMode === 'percentage'
    ? percentageAmount(compiled, result, running)
    : convertedAmount(compiled, result);
}

/** An amount-mode project's amount: the formula's result × the exchange rate, plus the extra addition. */
export function convertedAmount(compiled: CompiledProject, result: Decimal): ExactAmount {
  // × 1 would only round the result to the working precision, which a result within it does not need.
  const converted =
    compiled.converts || !(result.sd() <= Decimal.precision) ? result.times(compiled.exchangeRate) : result;
  const applies = !converted.isZero();
  return { exact: applies ? plus(converted, compiled.extraAddition) : ZERO, applies };
}

function percentageAmount(compiled: CompiledProject, percent: Decimal, subtotal: Decimal): ExactAmount {
  const share = subtotal.times(percent).dividedBy(HUNDRED);
  const applies = !share.isZero();
  return { exact: applies ? plus(share, compiled.extraAddition) : share, applies };
}

function amountOf(
  compiled: CompiledProject,
  exact: Decimal,
  applies: boolean,
  evaluated: EvaluatedProject,
  subtotal: Decimal,
): ProjectAmount {
  const percentage = compiled.project.pricingMode === 'percentage';
  const factor = percentage ? NO_FACTOR : evaluated.factor;
  return {
    code: compiled.project.code,
    exact,
    amountText: money(exact),
    rates: compiled.rates,
    deliveryDays: applies ? compiled.deliveryDays : 0,
    compiled,
    result: evaluated.result,
    subtotal,
    factorPrice: factor.price,
    factorKey: factor.key,
    applies,
  };
}

/** How a project's amount came about, in words: its formula, factor, conversion or percentage. */
export function explainProject(amount: ProjectAmount): Explanation {
  const { compiled, result, applies, amountText } = amount;
  const formula = compiled.formula.source;
  if (compiled.project.pricingMode === 'percentage') {
    const values = { percent: result.toFixed(), subtotal: money(amount.subtotal), amount: amountText };
    return applies && !compiled.extraAddition.isZero()
      ? explain('explain.projectPercentageExtra', { ...values, extraAddition: money(compiled.extraAddition) })
      : explain('explain.projectPercentage', values);
  }
  if (compiled.converts || (applies && !compiled.extraAddition.isZero())) {
    return explain('explain.projectAdjusted', {
      formula,
      raw: money(result),
      exchangeRate: compiled.exchangeRate.toFixed(),
      extraAddition: money(applies ? compiled.extraAddition : ZERO),
      amount: amountText,
    });
  }
  const factor = compiled.factor;
  if (factor !== undefined && amount.factorPrice !== undefined) {
    return explain('explain.projectFactor', {
      factor: factor.code,
      price: amount.factorPrice.text,
      parameter: factor.parameter,
      value: amount.factorKey,
      formula,
      amount: amountText,
    });
  }
  return explain('explain.projectFormula', { formula, amount: amountText });
}
