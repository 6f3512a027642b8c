import type { PriceBook } from '../model/price-book.js';
import type { FieldError } from '../model/field-error.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { estimatePrice } from './estimate.js';
import type { EstimateRequest, PriceEstimate } from './types.js';

/** The estimate, failing the test with the errors when the engine refuses. */
export function priced(book: PriceBook | CompiledPriceBook, request: EstimateRequest): PriceEstimate {
  const result = estimatePrice(book, request);
  if (!result.ok) throw new Error(`expected a price, got ${JSON.stringify(result.errors)}`);
  return result.estimate;
}

/** The errors, failing the test when the engine gives a price. */
export function refused(book: PriceBook | CompiledPriceBook, request: EstimateRequest): FieldError[] {
  const result = estimatePrice(book, request);
  if (result.ok) throw new Error(`expected a refusal, got a total of ${result.estimate.total}`);
  return result.errors;
}

/** Line code → amount, the way a reader checks a quotation. */
export function amounts(estimate: PriceEstimate): Record<string, string> {
  return Object.fromEntries(estimate.lines.map((line) => [line.code, line.amount]));
}
