import type { Decimal } from '../../money/decimal.js';
import type { CompiledFormula } from '../formula/compile.js';
import type { FormulaValue } from '../formula/values.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBook } from '../model/price-book.js';
import type { Product, ProductBasePrice } from '../model/product.js';
import type { PricingProject } from '../model/project.js';

/** A parameter ready to take values: its value list normalised, its default and bounds parsed. */
export interface CompiledParameter {
  parameter: QuotationParameter;
  /** Tick entry: the accepted values, normalised (numbers as plain decimals, text trimmed). */
  options: ReadonlySet<string> | undefined;
  defaultValue: FormulaValue | undefined;
  min: Decimal | undefined;
  max: Decimal | undefined;
}

export interface CompiledDerived {
  parameter: QuotationParameter;
  formula: CompiledFormula;
}

/** Rates as fractions (3% is 0.03), and whether each is the project's own or the book's. */
export interface LineRates {
  scrap: Decimal;
  grossMargin: Decimal;
  business: Decimal;
  tax: Decimal;
  own: { scrap: boolean; grossMargin: boolean; business: boolean; tax: boolean };
}

export interface CompiledFactor {
  code: string;
  parameter: string;
  prices: ReadonlyMap<string, Decimal>;
  /** The price of the `*` row, for values no other row names. */
  otherwise: Decimal | undefined;
}

export interface CompiledProject {
  project: PricingProject;
  formula: CompiledFormula;
  factor: CompiledFactor | undefined;
  exchangeRate: Decimal;
  extraAddition: Decimal;
  rates: LineRates;
  deliveryDays: number;
}

export interface BasePriceTier {
  row: ProductBasePrice;
  maxAreaM2: Decimal;
  pricePerM2: Decimal;
}

export interface CompiledProduct {
  product: Product;
  expired: boolean;
  /** Layer count → tiers sorted by upper bound, smallest first. */
  tiers: ReadonlyMap<number, readonly BasePriceTier[]>;
  /** The bound projects in sort order. */
  projects: readonly CompiledProject[];
}

/** A price book checked and compiled once (formulas, tables, order), to price many boards fast. */
export interface CompiledPriceBook {
  readonly kind: 'compiledPriceBook';
  book: PriceBook;
  parameters: ReadonlyMap<string, CompiledParameter>;
  /** Valid, independent, non-signature parameters: the ones that take values. */
  inputs: readonly CompiledParameter[];
  /** Valid derived parameters, each after the parameters its formula reads. */
  derived: readonly CompiledDerived[];
  signatureParameters: readonly QuotationParameter[];
  keyCodes: readonly string[];
  projectCodes: readonly string[];
  products: ReadonlyMap<string, CompiledProduct>;
  bookRates: LineRates;
  exchangeRate: Decimal;
}
