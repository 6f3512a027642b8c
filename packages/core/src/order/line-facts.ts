import { Decimal, isDecimalText } from '../money/decimal.js';

/** What an order line keeps of its inquiry beside the parameters: the details and the version it was ordered at. */
export interface OrderLineParams {
  details?: { pcsWidthMm?: string | null; pcsLengthMm?: string | null } | null;
  version?: number | null;
}

const SQUARE_MM_PER_M2 = new Decimal(1_000_000);

/**
 * The board area an order line makes, in m² with 4 decimals (spec 02 §3 Order "area"): PCS width × length × the
 * pieces ordered. Null when the line does not know its piece size or quantity.
 */
export function orderLineAreaM2(params: OrderLineParams | null | undefined, quantity: number | null): string | null {
  const width = params?.details?.pcsWidthMm;
  const length = params?.details?.pcsLengthMm;
  if (!width || !length || !isDecimalText(width) || !isDecimalText(length) || quantity === null) return null;
  return new Decimal(width).times(length).times(quantity).dividedBy(SQUARE_MM_PER_M2).toFixed(4);
}

/** The inquiry version an order line was ordered at (spec 02 §3 Order "version"); null for lines kept without it. */
export function orderLineVersion(params: OrderLineParams | null | undefined): number | null {
  const version = params?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}
