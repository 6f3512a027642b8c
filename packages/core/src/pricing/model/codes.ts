import { FORMULA_FUNCTION_NAMES } from '../formula/functions.js';

/**
 * Codes the engine gives formulas of pricing projects, beside the parameter codes:
 * AREA_M2 total area, AREA_FT2 the same in ft², PNL_QTY panels, BATCH_TIER "sample" | "small" |
 * "medium" | "large", BASE_PRICE the base price line, SUBTOTAL the running total before the project.
 * Each earlier project's code gives its amount.
 */
export const ENGINE_VARIABLES = ['AREA_M2', 'AREA_FT2', 'PNL_QTY', 'BATCH_TIER', 'BASE_PRICE', 'SUBTOTAL'] as const;

/** Codes of the estimate's own lines. */
export const LINE_CODES = {
  base: 'BASE',
  scrap: 'SCRAP',
  grossMargin: 'GROSS_MARGIN',
  business: 'BUSINESS',
  tax: 'TAX',
} as const;

const RESERVED = new Set<string>([
  ...ENGINE_VARIABLES,
  ...Object.values(LINE_CODES),
  'TRUE',
  'FALSE',
  ...FORMULA_FUNCTION_NAMES,
]);

/** Reserved words are compared without case, as formulas read function names and TRUE/FALSE. */
export function isReservedCode(code: string): boolean {
  return RESERVED.has(code.toUpperCase());
}

const CODE_FORMAT = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A code a formula can name: a letter, then letters, digits or _, 40 characters at most. */
export function isWellFormedCode(code: string): boolean {
  return CODE_FORMAT.test(code);
}
