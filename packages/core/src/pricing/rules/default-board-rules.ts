import { coerceValue, compileParameter, isFieldError, normaliseValue } from '../engine/coerce-value.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { DefaultBoard } from '../model/price-book.js';

export interface CheckedDefaultBoard {
  /** The board as stored: trimmed, blank entries left out, a ticked value written as its option is. */
  board: DefaultBoard;
  /** One per refused entry, at `defaultBoard.<code>`; empty when the board fits the book. */
  errors: FieldError[];
}

/** The parameters a default board may name: those a customer enters (valid, independent, not a signature). */
export const isBoardParameter = (parameter: QuotationParameter): boolean =>
  parameter.status === 'valid' && parameter.kind === 'independent' && parameter.dataType !== 'signature';

/**
 * Issue 29: a book's default board against the book's parameters. Each code must name a parameter a customer enters,
 * and each value must be one the engine takes for it (type, whole number, bounds, value list — the engine's own
 * check, coerceValue). A blank value names nothing and is left out. Refusals name the field `defaultBoard.<code>`
 * and the parameter (`name`) by its code, so a message shows it as the form does.
 */
export function checkDefaultBoard(
  board: Readonly<DefaultBoard> | undefined,
  parameters: readonly QuotationParameter[],
): CheckedDefaultBoard {
  const byCode = new Map(parameters.filter(isBoardParameter).map((p) => [p.code, p]));
  const checked: DefaultBoard = {};
  const errors: FieldError[] = [];
  // In the book's order, so the first refusal is the form's first wrong field (a stored board's order is the database's).
  const place = (code: string) => {
    const index = parameters.findIndex((p) => p.code === code);
    return index < 0 ? parameters.length : index;
  };
  const entries = Object.entries(board ?? {}).sort(([a], [b]) => place(a) - place(b));
  for (const [code, raw] of entries) {
    const value = raw.trim();
    if (value === '') continue;
    const field = `defaultBoard.${code}`;
    const parameter = byCode.get(code);
    if (parameter === undefined) {
      errors.push(fieldError(field, 'defaultBoard.parameterUnknown', { code }));
      continue;
    }
    const coerced = coerceValue(compileParameter(parameter).compiled, value);
    if (isFieldError(coerced)) {
      errors.push(fieldError(field, coerced.key, { ...coerced.values, name: code }));
      continue;
    }
    const option =
      parameter.entryMode === 'tick'
        ? parameter.valueList?.find(
            (o) => normaliseValue(parameter.dataType, o.value) === normaliseValue(parameter.dataType, value),
          )
        : undefined;
    checked[code] = option?.value ?? value;
  }
  return { board: checked, errors };
}
