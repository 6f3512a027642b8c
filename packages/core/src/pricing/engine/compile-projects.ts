import { type Decimal, HUNDRED, ONE, ZERO, parseDecimal } from '../../money/decimal.js';
import { ENGINE_VARIABLES } from '../model/codes.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import { FACTOR_ANY_VALUE, type PricingProject, sortProjects } from '../model/project.js';
import { normaliseValue } from './coerce-value.js';
import type { CompiledFactor, CompiledParameter, CompiledProject, FactorPrice, LineRates } from './compiled-book.js';
import { tryCompile } from './compile-parameters.js';

/**
 * Compiles every project's formula against the parameter codes, the engine's variables, the
 * project codes and its own factor code; a project may only read projects priced before it.
 */
export function compileProjects(
  projects: readonly PricingProject[],
  parameters: ReadonlyMap<string, CompiledParameter>,
  formulaCodes: ReadonlySet<string>,
  bookRates: LineRates,
  errors: FieldError[],
): Map<string, CompiledProject> {
  const sorted = sortProjects(projects);
  const place = new Map(sorted.map((project, index) => [project.code, index]));
  const compiled = new Map<string, CompiledProject>();
  checkCodeClashes(sorted, parameters, errors);
  sorted.forEach((project, index) => {
    const field = `projects.${project.code}`;
    const known = new Set([...formulaCodes, ...ENGINE_VARIABLES, ...place.keys()]);
    if (project.factor !== undefined) known.add(project.factor.code);
    const formula = tryCompile(project.formula, known, `${field}.formula`, errors);
    if (formula === undefined) return;
    for (const reference of formula.codes) {
      if ((place.get(reference) ?? -1) >= index) {
        errors.push(fieldError(`${field}.formula`, 'project.forwardReference', { code: project.code, reference }));
      }
    }
    const exchangeRate = amountOf(
      project.exchangeRate,
      ONE,
      `${field}.exchangeRate`,
      'project.exchangeRateInvalid',
      errors,
    );
    compiled.set(project.code, {
      project,
      formula,
      factor: compileFactor(project, parameters, formulaCodes, field, errors),
      exchangeRate,
      converts: !exchangeRate.equals(ONE),
      extraAddition: amountOf(project.extraAddition, ZERO, `${field}.extraAddition`, 'project.amountInvalid', errors),
      rates: projectRates(project, bookRates, field, errors),
      deliveryDays: project.deliveryDays ?? 0,
    });
  });
  return compiled;
}

/**
 * Parameters, projects, factors and the engine's variables share one name space in formulas: a
 * project or factor code that repeats another code is refused.
 */
function checkCodeClashes(
  sorted: readonly PricingProject[],
  parameters: ReadonlyMap<string, CompiledParameter>,
  errors: FieldError[],
): void {
  const taken = new Set<string>([...parameters.keys(), ...ENGINE_VARIABLES]);
  for (const project of sorted) {
    if (taken.has(project.code)) {
      errors.push(fieldError(`projects.${project.code}.code`, 'project.codeDuplicate', { code: project.code }));
    }
    taken.add(project.code);
  }
  for (const project of sorted) {
    const code = project.factor?.code;
    if (code !== undefined && taken.has(code)) {
      errors.push(fieldError(`projects.${project.code}.factor.code`, 'project.codeDuplicate', { code }));
    }
  }
}

function compileFactor(
  project: PricingProject,
  parameters: ReadonlyMap<string, CompiledParameter>,
  formulaCodes: ReadonlySet<string>,
  field: string,
  errors: FieldError[],
): CompiledFactor | undefined {
  const factor = project.factor;
  if (factor === undefined) return undefined;
  const parameter = parameters.get(factor.parameter)?.parameter;
  if (parameter === undefined || !formulaCodes.has(factor.parameter)) {
    errors.push(fieldError(`${field}.factor.parameter`, 'project.factorParameterUnknown'));
    return undefined;
  }
  const prices = new Map<string, FactorPrice>();
  let otherwise: FactorPrice | undefined;
  factor.rows.forEach((row, index) => {
    const price = parseDecimal(row.price);
    if (price === undefined) {
      errors.push(fieldError(`${field}.factor.rows.${index}.price`, 'project.factorPriceInvalid'));
    } else if (row.value.trim() === FACTOR_ANY_VALUE) {
      otherwise = { price, text: price.toFixed() };
    } else {
      prices.set(normaliseValue(parameter.dataType, row.value), { price, text: price.toFixed() });
    }
  });
  return { code: factor.code, parameter: factor.parameter, prices, otherwise };
}

/** The book's rates as fractions; every one the book's own. */
export function bookLineRates(
  terms: {
    scrapRatePercent: string;
    grossMarginPercent: string;
    businessRatePercent: string;
    taxRatePercent: string;
  },
  errors: FieldError[],
): LineRates {
  const rate = (text: string, field: string): Decimal =>
    amountOf(text, ZERO, `terms.${field}`, 'project.rateInvalid', errors).dividedBy(HUNDRED);
  return checkMargin(
    {
      scrap: rate(terms.scrapRatePercent, 'scrapRatePercent'),
      grossMargin: rate(terms.grossMarginPercent, 'grossMarginPercent'),
      business: rate(terms.businessRatePercent, 'businessRatePercent'),
      tax: rate(terms.taxRatePercent, 'taxRatePercent'),
      own: { scrap: false, grossMargin: false, business: false, tax: false },
    },
    'terms',
    errors,
  );
}

/** Gross margin divides by (1 − margin): 100% or more has no price. */
function checkMargin(rates: LineRates, field: string, errors: FieldError[]): LineRates {
  if (rates.grossMargin.greaterThanOrEqualTo(ONE)) {
    errors.push(fieldError(`${field}.grossMarginPercent`, 'project.grossMarginTooHigh'));
  }
  return rates;
}

/** A project without rates of its own shares the book's rates object, so its line is grouped with the book's. */
function projectRates(project: PricingProject, book: LineRates, field: string, errors: FieldError[]): LineRates {
  const fields = [
    project.scrapRatePercent,
    project.grossMarginPercent,
    project.businessRatePercent,
    project.taxRatePercent,
  ];
  if (fields.every((text) => text === undefined || text.trim() === '')) return book;
  const rate = (text: string | undefined, fallback: Decimal, name: string): Decimal =>
    text === undefined || text.trim() === ''
      ? fallback
      : amountOf(text, ZERO, `${field}.${name}`, 'project.rateInvalid', errors).dividedBy(HUNDRED);
  const given = (text: string | undefined): boolean => text !== undefined && text.trim() !== '';
  return checkMargin(
    {
      scrap: rate(project.scrapRatePercent, book.scrap, 'scrapRatePercent'),
      grossMargin: rate(project.grossMarginPercent, book.grossMargin, 'grossMarginPercent'),
      business: rate(project.businessRatePercent, book.business, 'businessRatePercent'),
      tax: rate(project.taxRatePercent, book.tax, 'taxRatePercent'),
      own: {
        scrap: given(project.scrapRatePercent),
        grossMargin: given(project.grossMarginPercent),
        business: given(project.businessRatePercent),
        tax: given(project.taxRatePercent),
      },
    },
    field,
    errors,
  );
}

function amountOf(
  text: string | undefined,
  fallback: Decimal,
  field: string,
  key: 'project.rateInvalid' | 'project.exchangeRateInvalid' | 'project.amountInvalid',
  errors: FieldError[],
): Decimal {
  if (text === undefined || text.trim() === '') return fallback;
  const value = parseDecimal(text);
  if (value === undefined) {
    errors.push(fieldError(field, key));
    return fallback;
  }
  return value;
}
