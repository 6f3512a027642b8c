import { ONE, ZERO, parseDecimal } from '../../money/decimal.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import type { PriceBook } from '../model/price-book.js';
import type { Product } from '../model/product.js';
import type { BasePriceTier, CompiledPriceBook, CompiledProduct, CompiledProject } from './compiled-book.js';
import { compileParameters } from './compile-parameters.js';
import { sortProjects } from '../model/project.js';
import { bookLineRates, compileProjects } from './compile-projects.js';
import { scaledDivisor } from './cents-division.js';
import { money } from './explain.js';

export type CompileResult = { ok: true; book: CompiledPriceBook } | { ok: false; errors: FieldError[] };

/**
 * Checks and compiles a price book once: parameter defaults and formulas, derived parameters in
 * dependency order (circles refused), project formulas against the codes that exist, factor tables,
 * base price tiers and each product's bound projects in sort order (a percentage item not first).
 */
export function compilePriceBook(book: PriceBook): CompileResult {
  const errors: FieldError[] = [];
  const parameters = compileParameters(book, errors);
  const bookRates = bookLineRates(book.terms, errors);
  const exchangeRate = parseDecimal(book.exchangeRate);
  if (exchangeRate === undefined || exchangeRate.lessThanOrEqualTo(ZERO)) {
    errors.push(fieldError('exchangeRate', 'project.exchangeRateInvalid'));
  }
  const projects = compileProjects(book.projects, parameters.parameters, parameters.formulaCodes, bookRates, errors);
  const order = sortProjects(book.projects).map((project) => project.code);
  const products = new Map<string, CompiledProduct>();
  for (const product of book.products) {
    products.set(product.number, {
      product,
      expired: isExpired(book, product),
      tiers: compileTiers(book, product.number, errors),
      projects: boundProjects(book, product.number, order, projects, errors),
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    book: {
      kind: 'compiledPriceBook',
      book,
      parameters: parameters.parameters,
      inputs: parameters.inputs,
      inputCodes: new Set(parameters.inputs.map(({ parameter }) => parameter.code)),
      derived: parameters.derived,
      signatureParameters: parameters.signatureParameters,
      keyCodes: parameters.keyCodes,
      valuedCodes: [...parameters.inputs, ...parameters.derived].map(({ parameter }) => parameter.code),
      projectCodes: order,
      products,
      bookRates,
      exchangeRate: exchangeRate ?? ONE,
      exchangeRateText: (exchangeRate ?? ONE).toFixed(),
      exchangeRateDivisor: scaledDivisor(exchangeRate ?? ONE),
    },
  };
}

/** A product is out of sale when it or any classification above it has expired. */
function isExpired(book: PriceBook, product: Product): boolean {
  if (product.status === 'expired') return true;
  const byNumber = new Map(book.classifications.map((c) => [c.number, c]));
  let number: string | undefined = product.classificationNumber;
  for (let guard = 0; number !== undefined && guard < byNumber.size; guard += 1) {
    const classification = byNumber.get(number);
    if (classification === undefined) return false;
    if (classification.status === 'expired') return true;
    number = classification.parentNumber;
  }
  return false;
}

function compileTiers(book: PriceBook, productNumber: string, errors: FieldError[]): Map<number, BasePriceTier[]> {
  const tiers = new Map<number, BasePriceTier[]>();
  book.basePrices.forEach((row, index) => {
    if (row.productNumber !== productNumber) return;
    const maxAreaM2 = parseDecimal(row.maxAreaM2);
    const pricePerM2 = parseDecimal(row.pricePerM2);
    if (maxAreaM2 === undefined || maxAreaM2.lessThanOrEqualTo(ZERO)) {
      errors.push(fieldError(`basePrices.${index}.maxAreaM2`, 'basePrice.maxAreaInvalid'));
    } else if (pricePerM2 === undefined) {
      errors.push(fieldError(`basePrices.${index}.pricePerM2`, 'basePrice.priceInvalid'));
    } else {
      const list = tiers.get(row.layers) ?? [];
      list.push({
        row,
        maxAreaM2,
        pricePerM2,
        text: { maxAreaM2: maxAreaM2.toFixed(), pricePerM2: money(pricePerM2) },
      });
      tiers.set(row.layers, list);
    }
  });
  for (const list of tiers.values()) list.sort((a, b) => a.maxAreaM2.comparedTo(b.maxAreaM2));
  return tiers;
}

function boundProjects(
  book: PriceBook,
  productNumber: string,
  order: readonly string[],
  projects: ReadonlyMap<string, CompiledProject>,
  errors: FieldError[],
): CompiledProject[] {
  const codes = new Set<string>();
  for (const binding of book.bindings) {
    if (binding.productNumber !== productNumber) continue;
    if (!order.includes(binding.projectCode)) {
      errors.push(
        fieldError(`bindings.${productNumber}`, 'estimate.bindingUnknown', {
          product: productNumber,
          code: binding.projectCode,
        }),
      );
    }
    codes.add(binding.projectCode);
  }
  const bound = order.filter((code) => codes.has(code)).map((code) => projects.get(code));
  const compiled = bound.filter((project): project is CompiledProject => project !== undefined);
  if (compiled[0]?.project.pricingMode === 'percentage') {
    errors.push(fieldError(`bindings.${productNumber}`, 'project.percentageFirst', { code: compiled[0].project.code }));
  }
  return compiled;
}

export function isCompiledPriceBook(book: PriceBook | CompiledPriceBook): book is CompiledPriceBook {
  return (book as CompiledPriceBook).kind === 'compiledPriceBook';
}
