import { FormulaError } from '../formula/errors.js';
import { type FormulaValue, toNumber } from '../formula/values.js';
import { type FieldError, formulaFieldError } from '../model/field-error.js';
import { valueKey } from './coerce-value.js';
import type { CompiledDerived } from './compiled-book.js';
import { explain } from './explain.js';
import type { Explanation } from './types.js';

/**
 * Computes the derived parameters, given in dependency order, into the scope. A number parameter takes its
 * formula's result as a number, a character parameter as text. Stops at the first failing formula,
 * since later ones may read it. Each value is explained in `steps` when given.
 */
export function deriveParameters(
  derived: readonly CompiledDerived[],
  scope: Map<string, FormulaValue>,
  errors: FieldError[],
  steps?: Explanation[],
): void {
  for (const { parameter, formula } of derived) {
    let value: FormulaValue;
    try {
      const result = formula.evaluate(scope);
      value = parameter.dataType === 'number' ? toNumber(result, formula.ast.position) : valueKey(result);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      errors.push(formulaFieldError(parameter.code, error));
      return;
    }
    scope.set(parameter.code, value);
    steps?.push(explain('explain.derived', { code: parameter.code, formula: formula.source, value: valueKey(value) }));
  }
}
