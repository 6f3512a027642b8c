import { ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import { coerceValue, isFieldError, valueKey } from './coerce-value.js';
import type { CompiledParameter, CompiledPriceBook } from './compiled-book.js';
import type { EstimateRequest } from './types.js';

export interface ResolvedInputs {
  scope: Map<string, FormulaValue>;
  /** `CODE=value` of the parameters that took their default. */
  defaults: string[];
  /** `CODE=value` of the parameters filled from the CAM analysis. */
  fromCam: string[];
}

/**
 * The value of every input parameter: the entered one, else the CAM analysis's, else the default;
 * a must-fill parameter with none of them is refused, another gets 0 (number) or "" (character),
 * as an empty spreadsheet cell. Values for codes the book cannot take are refused.
 */
export function resolveInputs(book: CompiledPriceBook, request: EstimateRequest, errors: FieldError[]): ResolvedInputs {
  const resolved: ResolvedInputs = { scope: new Map(), defaults: [], fromCam: [] };
  for (const code of Object.keys(request.values)) {
    if (book.inputCodes.has(code) || !isGiven(request.values[code])) continue;
    const compiled = book.parameters.get(code);
    if (compiled === undefined) errors.push(fieldError(code, 'estimate.unknownParameter', { code }));
    else if (compiled.parameter.status === 'expired')
      errors.push(fieldError(code, 'estimate.parameterExpired', { code }));
    else if (compiled.parameter.kind === 'derived' || compiled.parameter.dataType === 'signature') {
      errors.push(fieldError(code, 'estimate.parameterNotEnterable', { code }));
    }
  }
  for (const compiled of book.inputs) resolveOne(compiled, request, resolved, errors);
  return resolved;
}

function resolveOne(
  compiled: CompiledParameter,
  request: EstimateRequest,
  resolved: ResolvedInputs,
  errors: FieldError[],
): void {
  const { code, camField, dataType, mustFill, name } = compiled.parameter;
  const entered = request.values[code];
  let value: FormulaValue | FieldError;
  if (isGiven(entered)) {
    value = coerceValue(compiled, entered);
  } else {
    const measured = camField === undefined ? undefined : readCamField(request.cam, camField);
    if (measured !== undefined) {
      value = coerceValue(compiled, measured);
      if (!isFieldError(value)) resolved.fromCam.push(`${code}=${valueKey(value)}`);
    } else if (compiled.defaultValue !== undefined) {
      value = compiled.defaultValue;
      resolved.defaults.push(`${code}=${compiled.defaultKey}`);
    } else if (mustFill) {
      value = fieldError(code, 'parameter.valueRequired', { name });
    } else {
      value = dataType === 'number' ? ZERO : '';
    }
  }
  if (isFieldError(value)) errors.push(value);
  else resolved.scope.set(code, value);
}

function isGiven(value: string | number | null | undefined): value is string | number {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** A CAM output at a dotted path (`drill.minHoleMm`); only numbers and text count. */
export function readCamField(
  cam: Readonly<Record<string, unknown>> | undefined,
  path: string,
): string | number | undefined {
  let node: unknown = cam;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'number' || typeof node === 'string' ? node : undefined;
}
