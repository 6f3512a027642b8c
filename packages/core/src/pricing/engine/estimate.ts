import { ZERO } from '../../money/decimal.js';
import { renderPricingMessage } from '../messages.js';
import { LINE_CODES } from '../model/codes.js';
import type { FieldError } from '../model/field-error.js';
import type { PriceBook } from '../model/price-book.js';
import { type CompileResult, compilePriceBook, isCompiledPriceBook } from './compile-book.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { deriveParameters } from './derive.js';
import { explain } from './explain.js';
import { basePriceExplanation, explainMeasure, measureOrder, setOrderVariables } from './measure-order.js';
import { explainProject, priceProjects } from './price-projects.js';
import type { PricedLine } from './priced-line.js';
import { rateSteps } from './rate-steps.js';
import { resolveInputs } from './resolve-inputs.js';
import { summarise } from './summarise.js';
import type { EstimateRequest, EstimateResult, Explanation } from './types.js';

const compiledBooks = new WeakMap<PriceBook, CompileResult>();
const BASE_NAME = renderPricingMessage('line.base');

/**
 * Prices a board: parameters (entered, CAM, defaults) → derived parameters → area and batch tier
 * → base price → bound projects in sort order → scrap → gross margin → business fee → tax →
 * total rounded to the cent → exchange rate, unit prices, delivery days. Pure and deterministic.
 * Takes a compiled book (compile once with compilePriceBook) or a book, compiled on first use.
 */
export function estimatePrice(book: PriceBook | CompiledPriceBook, request: EstimateRequest): EstimateResult {
  const compiled = compiledFor(book);
  if (!compiled.ok) return compiled;
  const errors: FieldError[] = [];
  const steps: Explanation[] = [];
  const result = run(compiled.book, request, errors, steps);
  return result === undefined || errors.length > 0 ? { ok: false, errors } : result;
}

function compiledFor(book: PriceBook | CompiledPriceBook): CompileResult {
  if (isCompiledPriceBook(book)) return { ok: true, book };
  let result = compiledBooks.get(book);
  if (result === undefined) {
    result = compilePriceBook(book);
    compiledBooks.set(book, result);
  }
  return result;
}

function run(
  book: CompiledPriceBook,
  request: EstimateRequest,
  errors: FieldError[],
  steps: Explanation[],
): EstimateResult | undefined {
  const product = book.products.get(request.productNumber);
  if (product === undefined || product.expired) {
    const key = product === undefined ? 'estimate.unknownProduct' : 'estimate.productExpired';
    errors.push({ field: 'productNumber', key, values: { product: request.productNumber } });
    return undefined;
  }
  const { scope, defaults, fromCam } = resolveInputs(book, request, errors);
  if (errors.length > 0) return undefined;
  if (defaults.length > 0) steps.push(explain('explain.defaults', { values: defaults.join(', ') }));
  if (fromCam.length > 0) steps.push(explain('explain.cam', { values: fromCam.join(', ') }));
  deriveParameters(book.derived, scope, errors, steps);
  if (errors.length > 0) return undefined;

  const measure = measureOrder(book, product, scope, errors);
  if (measure === undefined) return undefined;
  const texts = explainMeasure(measure, steps);
  for (const code of book.projectCodes) scope.set(code, ZERO);
  setOrderVariables(scope, measure);

  const baseLine: PricedLine = {
    code: LINE_CODES.base,
    name: BASE_NAME,
    exact: measure.basePrice,
    amountText: measure.basePriceText,
    rates: book.bookRates,
    deliveryDays: 0,
    explain: basePriceExplanation(measure, texts.areaM2),
  };
  const { amounts, subtotal } = priceProjects(
    product.projects,
    scope,
    measure.basePrice,
    request.pricedOn,
    errors,
    steps,
  );
  if (errors.length > 0) return undefined;
  const lines: PricedLine[] = [baseLine];
  for (const amount of amounts) {
    const { code, exact, amountText, rates, deliveryDays } = amount;
    const name = amount.compiled.project.name;
    lines.push({ code, name, exact, amountText, rates, deliveryDays, explain: explainProject(amount) });
  }
  const stepLines = rateSteps(lines, subtotal);
  lines.push(...stepLines);
  // The lines before the steps add up to the subtotal, in this order; the steps go on from it.
  const exactTotal = stepLines.reduce((sum, line) => sum.plus(line.exact), subtotal);
  return {
    ok: true,
    estimate: summarise(book, product.product.number, measure, texts, scope, lines, exactTotal, steps),
  };
}
