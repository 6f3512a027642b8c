import { type CompiledFormula, compileFormula } from '../formula/compile.js';
import { FormulaError } from '../formula/errors.js';
import { type FieldError, fieldError, formulaFieldError } from '../model/field-error.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBook } from '../model/price-book.js';
import { compileParameter } from './coerce-value.js';
import type { CompiledDerived, CompiledParameter } from './compiled-book.js';
import { orderDerived } from './derived-order.js';

export interface CompiledParameters {
  parameters: Map<string, CompiledParameter>;
  inputs: CompiledParameter[];
  derived: CompiledDerived[];
  signatureParameters: QuotationParameter[];
  keyCodes: string[];
  /** The parameter codes formulas may name: valid and not a signature. */
  formulaCodes: Set<string>;
}

export function compileParameters(book: PriceBook, errors: FieldError[]): CompiledParameters {
  const parameters = new Map<string, CompiledParameter>();
  for (const parameter of book.parameters) {
    const result = compileParameter(parameter, `parameters.${parameter.code}.defaultValue`);
    parameters.set(parameter.code, result.compiled);
    errors.push(...result.errors);
  }
  const valid = book.parameters.filter((parameter) => parameter.status === 'valid');
  const formulaCodes = new Set(valid.filter((p) => p.dataType !== 'signature').map((p) => p.code));
  const derived = compileDerived(valid, formulaCodes, errors);
  checkRoles(book, parameters, formulaCodes, errors);
  return {
    parameters,
    inputs: valid
      .filter((p) => p.kind === 'independent' && p.dataType !== 'signature')
      .map((p) => parameters.get(p.code) as CompiledParameter),
    derived,
    signatureParameters: valid.filter((p) => p.dataType === 'signature'),
    keyCodes: valid
      .filter((p) => p.keyValue && p.dataType !== 'signature')
      .map((p) => p.code)
      .sort(),
    formulaCodes,
  };
}

function compileDerived(
  valid: readonly QuotationParameter[],
  formulaCodes: ReadonlySet<string>,
  errors: FieldError[],
): CompiledDerived[] {
  const formulas = new Map<string, CompiledDerived>();
  for (const parameter of valid) {
    if (parameter.kind !== 'derived' || parameter.dataType === 'signature') continue;
    const field = `parameters.${parameter.code}.formula`;
    if (parameter.formula === undefined || parameter.formula.trim() === '') {
      errors.push(fieldError(field, 'parameter.formulaRequired'));
      continue;
    }
    const formula = tryCompile(parameter.formula, formulaCodes, field, errors);
    if (formula !== undefined) formulas.set(parameter.code, { parameter, formula });
  }
  const order = orderDerived(
    [...formulas.values()].map(({ parameter, formula }) => ({
      code: parameter.code,
      reads: formula.codes,
    })),
  );
  if (!order.ok) {
    errors.push(
      fieldError(`parameters.${order.cycle[0] ?? ''}.formula`, 'parameter.cycle', { cycle: order.cycle.join(' → ') }),
    );
    return [];
  }
  return order.order.map((code) => formulas.get(code) as CompiledDerived);
}

export function tryCompile(
  source: string,
  knownCodes: ReadonlySet<string>,
  field: string,
  errors: FieldError[],
): CompiledFormula | undefined {
  try {
    return compileFormula(source, knownCodes);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    errors.push(formulaFieldError(field, error));
    return undefined;
  }
}

function checkRoles(
  book: PriceBook,
  parameters: ReadonlyMap<string, CompiledParameter>,
  formulaCodes: ReadonlySet<string>,
  errors: FieldError[],
): void {
  for (const [role, code] of Object.entries(book.roles)) {
    if (code === undefined) continue;
    const parameter = parameters.get(code)?.parameter;
    if (parameter === undefined || !formulaCodes.has(code) || parameter.dataType !== 'number') {
      errors.push(fieldError(`roles.${role}`, 'estimate.roleUnknown', { code, role }));
    }
  }
}
