import type { QuotationParameter } from './parameter.js';
import type { PricingProject } from './project.js';
import type { Product, ProductBasePrice, ProductClassification, ProductProjectBinding } from './product.js';

/** The book's own rates in percent, applied to every line whose project sets none of its own. */
export interface PriceBookTerms {
  scrapRatePercent: string;
  grossMarginPercent: string;
  businessRatePercent: string;
  taxRatePercent: string;
}

/**
 * Which parameters play the parts the engine needs. `areaPerPcsM2` is usually a derived parameter
 * (WIDTH_MM * HEIGHT_MM / 1000000). `pcsPerPanel` gives the pieces in one PNL (the delivery panel);
 * without it a PNL is one piece.
 */
export interface PriceBookRoles {
  layers: string;
  quantity: string;
  areaPerPcsM2: string;
  pcsPerPanel?: string | undefined;
}

/** Everything one merchant prices with, as the engine takes it. */
export interface PriceBook {
  merchant: string;
  /** Local currency: all amounts of the book are in it. */
  currency: string;
  /** The currency the total is also given in, and how many local units one of it costs. */
  originalCurrency: string;
  exchangeRate: string;
  terms: PriceBookTerms;
  roles: PriceBookRoles;
  parameters: QuotationParameter[];
  projects: PricingProject[];
  classifications: ProductClassification[];
  products: Product[];
  basePrices: ProductBasePrice[];
  bindings: ProductProjectBinding[];
  /**
   * The board a new quote opens with (issue 29): values by parameter code of this book, each an entered
   * (valid, independent) parameter and a value it accepts (rules/default-board-rules.ts). Absent: the book names
   * none and the form chooses its own starting board.
   */
  defaultBoard?: DefaultBoard | undefined;
}

/** Values by parameter code (`{ LAYERS: '2', WIDTH_MM: '100' }`), as a form holds them. */
export type DefaultBoard = Record<string, string>;
