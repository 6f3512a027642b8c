import type { LocalizedNames } from './localized-names.js';

/** Pricing projects: the lines of the price book beyond the base price. */
export const COST_CATEGORIES = ['specialProcess', 'specialFee', 'specialMaterial'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/**
 * An independent project is one priced item. A project group is a family of options priced by a
 * factor table (e.g. surface finish: one row per finish), the row chosen by a parameter's value.
 */
export const PROJECT_KINDS = ['independent', 'group'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** Amount: the formula gives an amount. Percentage: the formula gives a percent of the running total. */
export const PRICING_MODES = ['amount', 'percentage'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** Spec 02 §9: at most 20 pricing rows per project. */
export const MAX_FACTOR_ROWS = 20;

/** The factor value that matches any value no other row names. */
export const FACTOR_ANY_VALUE = '*';

export interface FactorRow {
  value: string;
  price: string;
}

/** A factor: a price looked up by a parameter's value; formulas read it under the factor's code. */
export interface ProjectFactor {
  code: string;
  parameter: string;
  rows: FactorRow[];
}

export interface PricingProject {
  code: string;
  name: string;
  /** The name per language, entered by the factory (see LocalizedNames). */
  names?: LocalizedNames | undefined;
  costCategory: CostCategory;
  kind: ProjectKind;
  pricingMode: PricingMode;
  formula: string;
  factor?: ProjectFactor | undefined;
  /** Informative: which material group a special material belongs to (laminate, gold, ...). */
  materialCategory?: string | undefined;
  /** A fixed amount added to the line whenever the project applies (its amount is not zero). */
  extraAddition?: string | undefined;
  /** Local currency per one unit of the currency the formula prices in; amount mode only. */
  exchangeRate?: string | undefined;
  /** The project's own rates in percent; when set they replace the book's rate for this line. */
  scrapRatePercent?: string | undefined;
  grossMarginPercent?: string | undefined;
  businessRatePercent?: string | undefined;
  taxRatePercent?: string | undefined;
  /** Extra delivery days (negative to shorten) whenever the project applies. */
  deliveryDays?: number | undefined;
  /** Inclusive ISO dates (YYYY-MM-DD); outside them the project is left out. */
  validFrom?: string | undefined;
  validTo?: string | undefined;
  sortNumber: number;
}

/** Projects in the order they are priced: by sort number, then by code so equal numbers stay deterministic. */
export function sortProjects(projects: readonly PricingProject[]): PricingProject[] {
  return [...projects].sort((a, b) => a.sortNumber - b.sortNumber || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
