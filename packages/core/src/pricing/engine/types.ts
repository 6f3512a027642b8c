import type { MessageValues, PricingMessageKey } from '../messages.js';
import type { FieldError } from '../model/field-error.js';
import type { BatchTier } from '../model/product.js';

/** What the web form sends for a live price and the server for the binding one. */
export interface EstimateRequest {
  productNumber: string;
  /** Parameter code → entered value. Empty text, null and undefined count as not entered. */
  values: Readonly<Record<string, string | number | null | undefined>>;
  /** The CAM (Gerber) analysis of the board, read at the parameters' CAM paths (e.g. `drill.minHoleMm`). */
  cam?: Readonly<Record<string, unknown>> | undefined;
  /** The day the price is for (YYYY-MM-DD): decides which projects are within their validity period. */
  pricedOn: string;
}

/** One reason, machine-readable (key + values for any language) and rendered in English. */
export interface Explanation {
  key: PricingMessageKey;
  values: MessageValues;
  text: string;
}

export interface EstimateLine {
  /** `BASE`, a pricing project's code, `SCRAP`, `GROSS_MARGIN`, `BUSINESS` or `TAX`. */
  code: string;
  name: string;
  /** Rounded to the cent; the lines add up exactly to `total`. */
  amount: string;
  explain: Explanation;
}

/** Amounts are decimal strings ("1234.50"), so no binary float crosses the wire. */
export interface PriceEstimate {
  productNumber: string;
  total: string;
  currency: string;
  /** Unit prices keep 4 decimals: a small board in volume costs fractions of a cent per piece. */
  perPcs: string;
  perM2: string;
  perFt2: string;
  perPnl: string;
  /** Areas keep 6 decimals. */
  areaM2: string;
  areaPerPcsM2: string;
  areaFt2: string;
  quantity: string;
  pnlQuantity: string;
  batchTier: BatchTier;
  deliveryDays: number;
  totalOriginal: string;
  originalCurrency: string;
  exchangeRate: string;
  /** The board's fingerprint: its key values as `CODE=value;...`, sorted by code. */
  signature: string;
  /** Every parameter's value as priced: entered, from CAM, default or derived. */
  parameters: Record<string, string>;
  lines: EstimateLine[];
  /** The steps that are not amounts: defaults, CAM values, derived values, area, tier, rounding, exchange, units, delivery. */
  steps: Explanation[];
}

export type EstimateResult = { ok: true; estimate: PriceEstimate } | { ok: false; errors: FieldError[] };
