import { z } from 'zod';
import { centsOfSignedInput, textOfCents } from '../money/amounts.js';
import type { FieldMessageKey } from './messages.js';

/**
 * The shared field schemas (issue 12): every text field and every number of the API is one of these, so what
 * reaches the database always fits its column. Written once here; the server's route schemas and the web forms
 * use them. Failures carry a `field.*` message key (messages.ts) and their numbers as params.
 */

/** C0 and C1 control characters and DEL; `multiline` text may keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (PostgreSQL refuses both). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const keyed = (key: FieldMessageKey, params?: Record<string, string | number>) => ({
  error: key,
  abort: true,
  ...(params ? { params } : {}),
});

export const hasControlCharacter = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

export interface TextOptions {
  /** Keep tab, line feed and carriage return (remarks, formulas). */
  multiline?: boolean;
  /** Trim spaces before the checks. */
  trim?: boolean;
}

/**
 * A text field of at most `max` characters without control characters or lone surrogates. The length is
 * checked first, so a 2 MB string costs one comparison. Chain `.min(1)`, `.regex(…)`, `.optional()` as usual.
 */
export function text(max: number, options: TextOptions = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  return base
    .max(max, { abort: true })
    .refine((value) => !hasLoneSurrogate(value), keyed('field.loneSurrogate'))
    .refine((value) => !hasControlCharacter(value, options.multiline), keyed('field.controlCharacter'));
}

/** Column ranges of PostgreSQL's integer types (int8 within what a JavaScript number holds exactly). */
export const INT2 = { min: -32_768, max: 32_767 } as const;
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const INT8 = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const;

export interface IntOptions {
  min?: number;
  max?: number;
  /** Read from a query string or form field: "12" becomes 12. */
  coerce?: boolean;
}

function integer(column: { min: number; max: number }, options: IntOptions) {
  const base = options.coerce ? z.coerce.number() : z.number();
  // The range first, so 1e308 is told the column's maximum rather than JavaScript's safe-integer one.
  return base
    .min(Math.max(options.min ?? column.min, column.min))
    .max(Math.min(options.max ?? column.max, column.max))
    .int();
}

/** An integer that fits a `smallint` column (narrowed further by min/max). */
export const int2 = (options: IntOptions = {}) => integer(INT2, options);
/** An integer that fits an `integer` (int4) column. */
export const int4 = (options: IntOptions = {}) => integer(INT4, options);
/** An integer that fits a `bigint` (int8) column read as a JavaScript number. */
export const int8 = (options: IntOptions = {}) => integer(INT8, options);
/** A finite number for a `double precision` column (JSON has no NaN or Infinity; `coerce` refuses them too). */
export const float8 = (options: { min?: number; max?: number; coerce?: boolean } = {}) =>
  (options.coerce ? z.coerce.number() : z.number())
    .min(options.min ?? -Number.MAX_VALUE)
    .max(options.max ?? Number.MAX_VALUE);

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export interface NumericOptions {
  /** Total significant digits of the column (numeric(precision, scale)). */
  precision?: number;
  /** Digits after the point. */
  scale?: number;
  /** The message key of a text that is not a decimal at all (a module's own wording). */
  formatKey?: string;
}

/** The largest value of numeric(precision, scale) as text, e.g. 999999999999.999999 for (18, 6). */
export function numericMaximum(precision: number, scale: number): string {
  const whole = '9'.repeat(precision - scale);
  return scale > 0 ? `${whole}.${'9'.repeat(scale)}` : whole;
}

/**
 * A decimal written as text for a `numeric(precision, scale)` column (default 18, 6: money and rates): plain
 * digits, at most `scale` decimals (more would be rounded or refused by the database, never silently dropped)
 * and at most precision − scale digits before the point.
 */
export function numeric(options: NumericOptions = {}) {
  const precision = options.precision ?? 18;
  const scale = options.scale ?? 6;
  const maximum = numericMaximum(precision, scale);
  return z
    .string()
    .trim()
    .max(precision + 40, { abort: true })
    .regex(DECIMAL, { error: options.formatKey ?? 'field.notANumber', abort: true })
    .refine((value) => (value.split('.')[1] ?? '').length <= scale, keyed('field.tooManyDecimals', { scale }))
    .refine(
      (value) => value.replace(/^[+-]/, '').split('.')[0]!.replace(/^0+/, '').length <= precision - scale,
      keyed('field.numberTooLarge', { maximum }),
    );
}

export interface MoneyFieldOptions {
  /** The largest amount in cents (the smallest is −max when `signed`, else 0). */
  max: bigint;
  /** A price impact or an adjustment may be negative; a cost may not. */
  signed?: boolean;
}

/**
 * Money as a person typed it and the web sends it: a decimal text ("1200", "1200.5", "-30.50" when `signed`) with
 * at most two decimals and no exponent, read as exact cents (a bigint). A JSON number is refused: the wire
 * carries the text the person typed, never a float.
 */
export function moneyField(options: MoneyFieldOptions) {
  const least = options.signed ? -options.max : 0n;
  return z
    .string()
    .trim()
    .max(40, { abort: true })
    .regex(options.signed ? /^[+-]?\d+(\.\d+)?$/ : /^-?\d+(\.\d+)?$/, keyed('field.notANumber'))
    .refine((value) => (value.split('.')[1] ?? '').length <= 2, keyed('field.tooManyDecimals', { scale: 2 }))
    .transform((value, context) => {
      const cents = centsOfSignedInput(value, options.max);
      if (cents !== undefined && cents >= least) return cents;
      const below = value.startsWith('-');
      context.issues.push({
        code: 'custom',
        input: value,
        message: below ? 'field.numberTooSmall' : 'field.numberTooLarge',
        params: below ? { minimum: textOfCents(least) } : { maximum: textOfCents(options.max) },
      });
      return z.NEVER;
    });
}

/** JSON nesting a request body may have unless its route says otherwise (see the server's http/body-limits.ts). */
export const DEFAULT_BODY_DEPTH = 16;
