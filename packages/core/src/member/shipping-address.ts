import { PHONE_AREA_CODES } from '../shell/constants.js';
import { isPhoneOf } from '../account/registration.js';
import { checkText, firstMemberProblem, isBlank, type MemberFieldProblem, type MemberProblem } from './field-rules.js';

/**
 * Shipping addresses (spec 02 §3 Shipping address, §5 Address, §9 area codes). The form and the API run this rule;
 * that the region codes exist in the regions package is the server's check (the data stays out of core).
 */
export const ADDRESS_LIMITS = { recipient: 50, company: 100, detailAddress: 200 } as const;
/** A region is province (2 digits), city (4) and county codes (6; the towns of a city without counties, 9). */
export const REGION_CODE_LENGTHS = [[2], [4], [6, 9]] as const;

export interface ShippingAddressForm {
  recipient?: string | null;
  company?: string | null;
  areaCode?: string | null;
  phone?: string | null;
  region?: readonly string[] | null;
  detailAddress?: string | null;
}

export type ShippingAddressField = 'recipient' | 'company' | 'areaCode' | 'phone' | 'region' | 'detailAddress';

/** Phone by area code (spec 02 §9): +86 takes 11 digits starting with 1, the others 5 to 15 digits. */
export function checkPhoneByAreaCode(
  areaCode: string | null | undefined,
  phone: string | null | undefined,
): MemberFieldProblem | null {
  if (isBlank(areaCode) || !(PHONE_AREA_CODES as readonly string[]).includes(areaCode!)) return 'badAreaCode';
  if (isBlank(phone)) return 'required';
  return isPhoneOf(areaCode!, phone!.trim()) ? null : 'badPhone';
}

/** Region codes nest: each code extends the one before it (province 44 → city 4403 → county 440305). */
export function checkRegionShape(region: readonly string[] | null | undefined): MemberFieldProblem | null {
  if (!region || region.length === 0) return 'required';
  if (region.length < 2 || region.length > 3) return 'badRegion';
  for (const [i, code] of region.entries()) {
    if (
      typeof code !== 'string' ||
      !/^\d+$/.test(code) ||
      !(REGION_CODE_LENGTHS[i] as readonly number[]).includes(code.length)
    )
      return 'badRegion';
    if (i > 0 && !code.startsWith(region[i - 1]!)) return 'badRegion';
  }
  return null;
}

export function checkShippingAddress(form: ShippingAddressForm): MemberProblem<ShippingAddressField> | null {
  return firstMemberProblem<ShippingAddressField>([
    ['recipient', checkText(form.recipient, ADDRESS_LIMITS.recipient)],
    ['company', checkText(form.company, ADDRESS_LIMITS.company, false)],
    [
      'areaCode',
      isBlank(form.areaCode)
        ? 'required'
        : (PHONE_AREA_CODES as readonly string[]).includes(form.areaCode!)
          ? null
          : 'badAreaCode',
    ],
    ['phone', checkPhoneByAreaCode(form.areaCode, form.phone)],
    ['region', checkRegionShape(form.region)],
    ['detailAddress', checkText(form.detailAddress, ADDRESS_LIMITS.detailAddress)],
  ]);
}
