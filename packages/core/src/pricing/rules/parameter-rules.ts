import { parseDecimal } from '../../money/decimal.js';
import { compileParameter, normaliseValue } from '../engine/coerce-value.js';
import { orderDerived } from '../engine/derived-order.js';
import { compileFormula } from '../formula/compile.js';
import { isReservedCode, isWellFormedCode } from '../model/codes.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import { CAM_FIELDS, PARAMETER_DATA_TYPES, type QuotationParameter } from '../model/parameter.js';
import { type Draft, formulaErrors, isBlank } from './draft.js';

export interface ParameterRuleContext {
  /** The other parameters as they are now (the edited one left out). */
  parameters: readonly QuotationParameter[];
}

/** Spec 02 §5, Parameter: required fields, formula errors, derived ≠ tick, value list and default. */
export function validateParameter(parameter: Draft<QuotationParameter>, context: ParameterRuleContext): FieldError[] {
  const errors: FieldError[] = [...codeErrors(parameter.code, context)];
  if (isBlank(parameter.name)) errors.push(fieldError('name', 'parameter.nameRequired'));
  const dataType = parameter.dataType;
  if (dataType == null || !PARAMETER_DATA_TYPES.includes(dataType)) {
    errors.push(fieldError('dataType', 'parameter.dataTypeRequired'));
  }
  if (parameter.kind === 'derived') {
    if (parameter.entryMode === 'tick') errors.push(fieldError('entryMode', 'parameter.derivedCannotTick'));
    errors.push(...derivedFormulaErrors(parameter, context));
  }
  if (parameter.entryMode === 'tick' && (parameter.valueList ?? []).length === 0) {
    errors.push(fieldError('valueList', 'parameter.valueListRequired'));
  }
  const seen = new Set<string>();
  (parameter.valueList ?? []).forEach((option, index) => {
    const value = normaliseValue(dataType ?? 'character', option.value);
    if (seen.has(value)) errors.push(fieldError(`valueList.${index}.value`, 'parameter.valueListDuplicate', { value }));
    seen.add(value);
  });
  const min = isBlank(parameter.min) ? undefined : parseDecimal(parameter.min);
  const max = isBlank(parameter.max) ? undefined : parseDecimal(parameter.max);
  if ((!isBlank(parameter.min) && min === undefined) || (!isBlank(parameter.max) && max === undefined)) {
    errors.push(fieldError('min', 'parameter.rangeInvalid'));
  } else if (min !== undefined && max !== undefined && min.greaterThan(max)) {
    errors.push(fieldError('min', 'parameter.rangeInvalid'));
  }
  if (parameter.camField != null && !CAM_FIELDS.includes(parameter.camField)) {
    errors.push(fieldError('camField', 'parameter.camFieldUnknown', { field: parameter.camField }));
  }
  if (errors.length === 0 && !isBlank(parameter.defaultValue)) {
    errors.push(...compileParameter(parameter as QuotationParameter).errors);
  }
  return errors;
}

function codeErrors(code: string | null | undefined, context: ParameterRuleContext): FieldError[] {
  if (isBlank(code)) return [fieldError('code', 'parameter.codeRequired')];
  if (!isWellFormedCode(code)) return [fieldError('code', 'parameter.codeFormat')];
  if (isReservedCode(code)) return [fieldError('code', 'parameter.codeReserved', { code })];
  if (context.parameters.some((other) => other.code === code)) {
    return [fieldError('code', 'parameter.codeDuplicate', { code })];
  }
  return [];
}

/** A derived parameter's formula must compile against the other parameters and not close a circle. */
function derivedFormulaErrors(parameter: Draft<QuotationParameter>, context: ParameterRuleContext): FieldError[] {
  if (isBlank(parameter.formula)) return [fieldError('formula', 'parameter.formulaRequired')];
  const usable = context.parameters.filter((p) => p.status === 'valid' && p.dataType !== 'signature');
  const own = parameter.code ?? '';
  const known = [...usable.map((p) => p.code), own];
  const errors = formulaErrors('formula', parameter.formula, known);
  if (errors.length > 0) return errors;
  const reads = (formula: string | undefined): readonly string[] => {
    try {
      return formula === undefined ? [] : compileFormula(formula, known).codes;
    } catch {
      return [];
    }
  };
  const order = orderDerived([
    { code: own, reads: reads(parameter.formula) },
    ...usable.filter((p) => p.kind === 'derived').map((p) => ({ code: p.code, reads: reads(p.formula) })),
  ]);
  return order.ok ? [] : [fieldError('formula', 'parameter.cycle', { cycle: order.cycle.join(' → ') })];
}
