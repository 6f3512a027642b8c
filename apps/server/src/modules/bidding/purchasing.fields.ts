import { BIDDING_LIMITS, checkPositiveDecimal, isCalendarDate, type Decimal } from '@pcbunion/core';
import { fieldError } from '../../http/field-error.js';
import { labelInEveryLanguage } from '../../http/field-labels.js';
import type { LocalizedText } from '../../http/messages.js';
import { biddingLabels } from './labels.js';
import { purchasingMessages } from './messages.js';

/** The field's label in the five languages, in bidding's words. */
export const labelOf = (field: string): LocalizedText => labelInEveryLanguage(field, biddingLabels);

export const refuse = (
  field: string,
  problem: LocalizedText | 'required',
  values: Record<string, string | number> = {},
) => fieldError(field, labelOf(field), problem, values);

export function requiredText(field: string, value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw refuse(field, 'required');
  return trimmed;
}

/** A positive decimal within the bidding limits, or 400 naming the field. */
export function positiveDecimal(field: string, value: unknown, kind: 'quantity' | 'unitPrice'): Decimal {
  const scale = kind === 'quantity' ? BIDDING_LIMITS.quantityScale : BIDDING_LIMITS.unitPriceScale;
  const max = kind === 'quantity' ? BIDDING_LIMITS.maxQuantity : BIDDING_LIMITS.maxUnitPrice;
  const checked = checkPositiveDecimal(value, scale, max);
  if (typeof checked !== 'string') return checked;
  if (checked === 'required') throw refuse(field, 'required');
  throw refuse(field, purchasingMessages[checked], { scale });
}

export function calendarDate(field: string, value: string | null | undefined): string {
  if (!value?.trim()) throw refuse(field, 'required');
  if (!isCalendarDate(value.trim())) throw refuse(field, purchasingMessages.badDate);
  return value.trim();
}
