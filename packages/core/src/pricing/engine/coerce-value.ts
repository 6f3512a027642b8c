import { type Decimal, parseDecimal } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import type { ParameterDataType, QuotationParameter } from '../model/parameter.js';
import type { CompiledParameter } from './compiled-book.js';

/** The form a value is compared in: numbers as plain decimals ("1.60" is "1.6"), text trimmed. */
export function normaliseValue(dataType: ParameterDataType, value: string): string {
  const text = value.trim();
  if (dataType !== 'number') return text;
  const number = parseDecimal(text);
  return number === undefined ? text : number.toFixed();
}

/** The normalised text of a formula value, for factor rows and value lists. */
export function valueKey(value: FormulaValue): string {
  if (typeof value === 'object') return value.toFixed();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value.trim();
}

/** A parameter ready to take values; a default that does not fit is reported against `field`. */
export function compileParameter(
  parameter: QuotationParameter,
  field = 'defaultValue',
): { compiled: CompiledParameter; errors: FieldError[] } {
  const options =
    parameter.entryMode === 'tick' && parameter.valueList !== undefined
      ? new Set(parameter.valueList.map((option) => normaliseValue(parameter.dataType, option.value)))
      : undefined;
  const compiled: CompiledParameter = {
    parameter,
    options,
    defaultValue: undefined,
    defaultKey: undefined,
    min: parameter.min === undefined ? undefined : parseDecimal(parameter.min),
    max: parameter.max === undefined ? undefined : parseDecimal(parameter.max),
  };
  const errors: FieldError[] = [];
  const text = parameter.defaultValue;
  if (text !== undefined && text.trim() !== '' && parameter.dataType !== 'signature') {
    const value = coerceValue(compiled, text);
    if (isFieldError(value)) errors.push(fieldError(field, 'parameter.defaultInvalid', { value: text }));
    else {
      compiled.defaultValue = value;
      compiled.defaultKey = valueKey(value);
    }
  }
  return { compiled, errors };
}

/** Checks and converts an entered value: type, whole number, bounds, value list. */
export function coerceValue(compiled: CompiledParameter, raw: string | number): FormulaValue | FieldError {
  const { parameter } = compiled;
  const name = parameter.name;
  if (parameter.dataType !== 'number') {
    const text = String(raw).trim();
    if (compiled.options !== undefined && !compiled.options.has(text)) {
      return fieldError(parameter.code, 'parameter.valueNotInList', { name, value: text });
    }
    return text;
  }
  const number = parseDecimal(raw);
  if (number === undefined) return fieldError(parameter.code, 'parameter.valueNotNumber', { name });
  if (parameter.integerOnly === true && !number.isInteger()) {
    return fieldError(parameter.code, 'parameter.valueNotInteger', { name });
  }
  const bound = outOfBounds(compiled, number);
  if (bound !== undefined) return bound;
  if (compiled.options !== undefined && !compiled.options.has(number.toFixed())) {
    return fieldError(parameter.code, 'parameter.valueNotInList', { name, value: number.toFixed() });
  }
  return number;
}

function outOfBounds(compiled: CompiledParameter, number: Decimal): FieldError | undefined {
  const { code, name } = compiled.parameter;
  if (compiled.min !== undefined && number.lessThan(compiled.min)) {
    return fieldError(code, 'parameter.valueBelowMin', { name, min: compiled.min.toFixed() });
  }
  if (compiled.max !== undefined && number.greaterThan(compiled.max)) {
    return fieldError(code, 'parameter.valueAboveMax', { name, max: compiled.max.toFixed() });
  }
  return undefined;
}

export function isFieldError(value: FormulaValue | FieldError): value is FieldError {
  return typeof value === 'object' && 'key' in value;
}
