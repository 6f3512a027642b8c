import type { MessageValues, PricingMessageKey } from '../messages.js';

/**
 * What a rule or the engine refuses: the field it concerns (a dotted path such as `factor.rows.2.value`
 * or a parameter code), a message key and the values the message needs. The form puts it under the
 * field; the server answers 400 with it.
 */
export interface FieldError {
  field: string;
  key: PricingMessageKey;
  values?: MessageValues;
}

export function fieldError(field: string, key: PricingMessageKey, values?: MessageValues): FieldError {
  return values === undefined ? { field, key } : { field, key, values };
}

/** A formula's error as a field error: same key, same values (the column included). */
export function formulaFieldError(
  field: string,
  error: { code: PricingMessageKey; values: MessageValues },
): FieldError {
  return { field, key: error.code, values: error.values };
}
