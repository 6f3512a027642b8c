import { formatAmount } from '../../money/amounts.js';
import { Decimal, type DecimalInput } from '../../money/decimal.js';
import { type MessageValues, type PricingMessageKey, renderPricingMessage } from '../messages.js';
import type { Explanation } from './types.js';

export function explain(key: PricingMessageKey, values: MessageValues): Explanation {
  return { key, values, text: renderPricingMessage(key, values) };
}

/** Money in an explanation: 2 decimals. Display only; the computation keeps full precision. */
export const money = (value: DecimalInput): string =>
  typeof value !== 'object'
    ? formatAmount(value, 2)
    : value.isZero()
      ? '0.00'
      : value.toFixed(2, Decimal.ROUND_HALF_UP);

/** Areas in an explanation and the output: 6 decimals. */
export const area = (value: DecimalInput): string =>
  typeof value === 'object' ? value.toFixed(6, Decimal.ROUND_HALF_UP) : formatAmount(value, 6);
