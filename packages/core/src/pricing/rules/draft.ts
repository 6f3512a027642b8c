import { formulaFieldError, type FieldError } from '../model/field-error.js';
import { tokenize } from '../formula/lexer.js';
import { checkFormula } from '../formula/compile.js';

/** What a form holds while being filled in: any field may still be missing. */
export type Draft<T> = { [K in keyof T]?: T[K] | null | undefined };

export function isBlank(value: string | null | undefined): value is '' | null | undefined {
  return value === undefined || value === null || value.trim() === '';
}

/** The formula's first error as a field error, or nothing when it compiles against the known codes. */
export function formulaErrors(field: string, formula: string, knownCodes: Iterable<string>): FieldError[] {
  const error = checkFormula(formula, knownCodes);
  return error === undefined ? [] : [formulaFieldError(field, error)];
}

/**
 * Whether a formula names a code, read from its tokens so that text in quotes and function names
 * do not count. A formula that does not even tokenise is searched for the bare word.
 */
export function formulaMentions(formula: string | null | undefined, code: string): boolean {
  if (isBlank(formula)) return false;
  try {
    const tokens = tokenize(formula);
    return tokens.some(
      (token, index) => token.kind === 'name' && token.text === code && tokens[index + 1]?.kind !== 'open',
    );
  } catch {
    return new RegExp(`(^|[^A-Za-z0-9_])${code}($|[^A-Za-z0-9_])`).test(formula);
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
