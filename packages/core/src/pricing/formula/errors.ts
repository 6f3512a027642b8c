import { type MessageValues, type PricingMessageKey, renderPricingMessage } from '../messages.js';

export type FormulaErrorCode = Extract<PricingMessageKey, `formula.${string}`>;

/**
 * Why a formula was refused or failed, and where: `position` is the 1-based column of the
 * offending character. `code` is a message key (`formula.unknownCode`); `values` fill its
 * placeholders in any language; `message` is the English rendering, e.g. "unknown code LAYRS at 7".
 */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  readonly code: FormulaErrorCode;
  readonly position: number;
  readonly values: MessageValues;

  constructor(code: FormulaErrorCode, position: number, values: MessageValues = {}) {
    const all = { ...values, position };
    super(renderPricingMessage(code, all));
    this.code = code;
    this.position = position;
    this.values = all;
  }
}

export function isFormulaError(error: unknown): error is FormulaError {
  return error instanceof FormulaError;
}
