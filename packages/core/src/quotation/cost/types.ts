import type { MessageValues } from '../../pricing/messages.js';
import type { QuotationMessageKey } from '../messages.js';

export const PANEL_UNITS = ['mm', 'in'] as const;
export type PanelUnit = (typeof PANEL_UNITS)[number];

/** A material line as the cost engine reads it: decimal texts, never floats. */
export interface MaterialCostLine {
  materialNo: string;
  /** Tax-inclusive and tax-exclusive unit prices (local currency), per unit of the material. */
  unitPrice: string;
  unitPriceExTax: string;
  /** Units of the material used per m² of board. */
  coefficient: string;
  /** The price the engineer settled on (≤ the tax-inclusive price); when set it replaces the tax-exclusive price. */
  adjustmentPrice?: string | null;
}

/** A process step: the procedure's rate per m² for one pass at difficulty 1, with the engineer's adjustments. */
export interface ProcessCostLine {
  serialNo: number;
  procedure: string;
  unitCost: string;
  referenceTimes: string;
  timesAdjustment?: string | null;
  difficulty: string;
  difficultyAdjustment?: string | null;
  /** Added per m² after the rate × passes × difficulty product. */
  specialAddition?: string | null;
}

/** Rates in percent ("15" is 15 %). An adjusted rate, when set, replaces the base rate. */
export interface CostRates {
  scrapRate: string;
  scrapRateAdjusted?: string | null;
  grossMargin: string;
  grossMarginAdjusted?: string | null;
  businessRate: string;
  taxRate: string;
}

export interface CostInput {
  quantity: number;
  panel: { width: string; height: string; unit: PanelUnit; pcsPerPanel: number };
  materials: readonly MaterialCostLine[];
  processes: readonly ProcessCostLine[];
  rates: CostRates;
  currency: string;
  originalCurrency: string;
  /** Local currency per one unit of the original currency. */
  exchangeRate: string;
}

export interface CostExplanation {
  key: QuotationMessageKey;
  values: MessageValues;
  text: string;
}

/** Every figure as decimal text: costs per unit 4 decimals, areas 6, amounts 2. */
export interface CostResult {
  materialCostPerM2: string;
  processCostPerM2: string;
  costPerM2: string;
  costPerPcs: string;
  costPerFt2: string;
  costPerPnl: string;
  areaPcsM2: string;
  areaPnlM2: string;
  orderAreaM2: string;
  baseCost: string;
  scrapRate: string;
  scrapAmount: string;
  grossMarginRate: string;
  grossMarginAmount: string;
  businessAmount: string;
  taxAmount: string;
  marginalCost: string;
  margin: string;
  marginRate: string;
  amountLocal: string;
  amountOriginal: string;
  pricePerPcs: string;
  pricePerM2: string;
  currency: string;
  originalCurrency: string;
  exchangeRate: string;
  lines: CostExplanation[];
}
