import { type Decimal, HUNDRED, ZERO } from '../../money/decimal.js';
import { FormulaError } from '../formula/errors.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, formulaFieldError } from '../model/field-error.js';
import { valueKey } from './coerce-value.js';
import type { CompiledProject } from './compiled-book.js';
import { explain, money } from './explain.js';
import type { PricedLine } from './priced-line.js';
import type { Explanation } from './types.js';

/**
 * Prices the bound projects in sort order. Each formula sees the parameters, the engine's variables,
 * SUBTOTAL (the running total before it), the amounts of earlier projects under their codes and its
 * factor's price. Amount mode: the formula's result × the project's exchange rate. Percentage mode:
 * the result is a percent of the running total. A project applies when that amount is not zero;
 * only then are its extra addition and delivery days added.
 */
export function priceProjects(
  projects: readonly CompiledProject[],
  scope: Map<string, FormulaValue>,
  basePrice: Decimal,
  pricedOn: string,
  errors: FieldError[],
  steps: Explanation[],
): PricedLine[] {
  const lines: PricedLine[] = [];
  let running = basePrice;
  for (const compiled of projects) {
    const { project } = compiled;
    if (!isValidOn(project.validFrom, project.validTo, pricedOn)) {
      steps.push(explain('explain.projectOutOfValidity', { code: project.code, date: pricedOn }));
      continue;
    }
    scope.set('SUBTOTAL', running);
    const factorPrice = lookUpFactor(compiled, scope);
    let result: Decimal;
    try {
      result = compiled.formula.evaluateNumber(scope);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      errors.push(formulaFieldError(project.code, error));
      return lines;
    }
    const line =
      project.pricingMode === 'percentage'
        ? percentageLine(compiled, result, running)
        : amountLine(compiled, result, factorPrice, scope);
    scope.set(project.code, line.exact);
    running = running.plus(line.exact);
    lines.push(line);
  }
  return lines;
}

function isValidOn(from: string | undefined, to: string | undefined, date: string): boolean {
  return (from === undefined || from === '' || from <= date) && (to === undefined || to === '' || date <= to);
}

/** The factor's price for the parameter's value: its row, else the `*` row, else 0. */
function lookUpFactor(compiled: CompiledProject, scope: Map<string, FormulaValue>): Decimal | undefined {
  const factor = compiled.factor;
  if (factor === undefined) return undefined;
  const value = scope.get(factor.parameter);
  const price = (value === undefined ? undefined : factor.prices.get(valueKey(value))) ?? factor.otherwise ?? ZERO;
  scope.set(factor.code, price);
  return price;
}

function amountLine(
  compiled: CompiledProject,
  result: Decimal,
  factorPrice: Decimal | undefined,
  scope: ReadonlyMap<string, FormulaValue>,
): PricedLine {
  const { exchangeRate, extraAddition } = compiled;
  const converted = result.times(exchangeRate);
  const applies = !converted.isZero();
  const exact = applies ? converted.plus(extraAddition) : ZERO;
  const formula = compiled.formula.source;
  const amount = money(exact);
  let explanation: Explanation;
  if (!exchangeRate.equals(1) || (applies && !extraAddition.isZero())) {
    explanation = explain('explain.projectAdjusted', {
      formula,
      raw: money(result),
      exchangeRate: exchangeRate.toFixed(),
      extraAddition: money(applies ? extraAddition : ZERO),
      amount,
    });
  } else if (compiled.factor !== undefined && factorPrice !== undefined) {
    const value = scope.get(compiled.factor.parameter);
    explanation = explain('explain.projectFactor', {
      factor: compiled.factor.code,
      price: factorPrice.toFixed(),
      parameter: compiled.factor.parameter,
      value: value === undefined ? '' : valueKey(value),
      formula,
      amount,
    });
  } else {
    explanation = explain('explain.projectFormula', { formula, amount });
  }
  return line(compiled, exact, amount, applies, explanation);
}

function percentageLine(compiled: CompiledProject, percent: Decimal, running: Decimal): PricedLine {
  const share = running.times(percent).dividedBy(HUNDRED);
  const applies = !share.isZero();
  const extra = applies ? compiled.extraAddition : ZERO;
  const exact = share.plus(extra);
  const amount = money(exact);
  const values = { percent: percent.toFixed(), subtotal: money(running), amount };
  const explanation = extra.isZero()
    ? explain('explain.projectPercentage', values)
    : explain('explain.projectPercentageExtra', { ...values, extraAddition: money(extra) });
  return line(compiled, exact, amount, applies, explanation);
}

function line(
  compiled: CompiledProject,
  exact: Decimal,
  amountText: string,
  applies: boolean,
  explanation: Explanation,
): PricedLine {
  return {
    code: compiled.project.code,
    name: compiled.project.name,
    exact,
    amountText,
    rates: compiled.rates,
    deliveryDays: applies ? compiled.deliveryDays : 0,
    explain: explanation,
  };
}
