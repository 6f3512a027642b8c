import type { Decimal } from '../../money/decimal.js';
import type { CompiledFormula } from '../formula/compile.js';
import type { ScaledDivisor } from './cents-division.js';
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
  /** The default as the answer writes it (`CODE=value` lists, parameters), written once. */
  defaultKey: string | undefined;
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

/** A factor row's price and the text explanations show it as. */
export interface FactorPrice {
  price: Decimal;
  text: string;
}

export interface CompiledFactor {
  code: string;
  parameter: string;
  prices: ReadonlyMap<string, FactorPrice>;
  /** The price of the `*` row, for values no other row names. */
  otherwise: FactorPrice | undefined;
}

export interface CompiledProject {
  project: PricingProject;
  formula: CompiledFormula;
  factor: CompiledFactor | undefined;
  exchangeRate: Decimal;
  /** The exchange rate is not 1: the line's explanation shows the conversion. */
  converts: boolean;
  extraAddition: Decimal;
  rates: LineRates;
  deliveryDays: number;
}

export interface BasePriceTier {
  row: ProductBasePrice;
  maxAreaM2: Decimal;
  pricePerM2: Decimal;
  /** The bound and the price as explanations write them, written once. */
  text: { maxAreaM2: string; pricePerM2: string };
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
  inputCodes: ReadonlySet<string>;
  /** Valid derived parameters, each after the parameters its formula reads. */
  derived: readonly CompiledDerived[];
  signatureParameters: readonly QuotationParameter[];
  keyCodes: readonly string[];
  /** The codes of the parameters an estimate gives values to, in the order it does: the inputs, then the derived. */
  valuedCodes: readonly string[];
  projectCodes: readonly string[];
  products: ReadonlyMap<string, CompiledProduct>;
  bookRates: LineRates;
  exchangeRate: Decimal;
  exchangeRateText: string;
  /** The exchange rate as whole units over a power of ten, for dividing whole cents by it (cents-division.ts). */
  exchangeRateDivisor: ScaledDivisor | undefined;
}
