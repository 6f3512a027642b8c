import type { Decimal } from '../../money/decimal.js';
import type { LineRates } from './compiled-book.js';
import type { Explanation } from './types.js';

/** A line before rounding: its exact amount and the rates its amount is marked up with. */
export interface LineAmount {
  code: string;
  exact: Decimal;
  /** `exact` rounded half-up to the cent, written once for the explanation and the answer. */
  amountText: string;
  rates: LineRates;
  /** Delivery days the line adds (0 when it does not apply). */
  deliveryDays: number;
}

/** A line as the estimate shows it: named and explained. */
export interface PricedLine extends LineAmount {
  name: string;
  explain: Explanation;
}
