import { text } from '../validation/fields.js';
import { LANDLINE, MOBILE_PHONE } from './credentials.js';

/**
 * Telephone fields (issue 30): the contact phones of a customer file, a lead and a supplier, the quotation screens'
 * customer phone and the invoicing info's phone. The spec and the screens call each a telephone (电话), and people
 * write either a mobile or a landline in it, so each takes a mobile number (spec 01 §5: 11 digits starting with 1)
 * OR a landline (spec 01 §5: optional area code then 7 to 14 digits) — and, since factories keep customers and
 * suppliers abroad, an international number starting with + (E.164: 7 to 15 digits, single spaces or dashes
 * between them). The portal has no landline-only field: the enterprise's phone is its registrant's mobile
 * (business registration), and the account, staff and shipping-address phones are mobiles checked by area code.
 */

/** "+49 40 5550 1234", "+852 5555 0101", "+81-75-200-1005": + then 7 to 15 digits, one space or dash between. */
export const INTERNATIONAL_PHONE = /^\+\d(?:[ -]?\d){6,14}$/;

/** Whether `value` is a landline as spec 01 §5 words it (surrounding spaces ignored). */
export const isLandline = (value: string): boolean => LANDLINE.test(value.trim());

/** Whether `value` is a mobile number, a landline or an international number (surrounding spaces ignored). */
export function isTelephone(value: string): boolean {
  const typed = value.trim();
  return MOBILE_PHONE.test(typed) || LANDLINE.test(typed) || INTERNATIONAL_PHONE.test(typed);
}

/** The message key a refused telephone carries (texts: i18n/telephone-problems.ts). */
export type TelephoneProblem = 'badTelephone';

/**
 * An optional telephone field of at most `max` characters, trimmed; empty means none. The API's schemas use it,
 * so a refusal is a 400 naming the field with `badTelephone` in the caller's language.
 */
export const telephone = (max = 40) =>
  text(max, { trim: true }).refine((value) => value === '' || isTelephone(value), { error: 'badTelephone' });
