import { EMAIL } from '../account/credentials.js';
import { isTelephone } from '../account/telephone.js';
import { checkText, firstMemberProblem, isBlank, type MemberFieldProblem, type MemberProblem } from './field-rules.js';

/**
 * Invoicing info (spec 02 §3, §5 Invoicing): unit name, taxpayer number, address, detail address, phone, bank,
 * bank card number and e-mail are all required; status is valid or invalid. One rule for the form and the API.
 */
export const INVOICING_STATUSES = ['valid', 'invalid'] as const;
export type InvoicingStatus = (typeof INVOICING_STATUSES)[number];

export const INVOICING_LIMITS = { unitName: 100, address: 100, detailAddress: 200, bank: 100, email: 254 } as const;
/** Unified social credit code (18) or the older taxpayer numbers (15, 17, 20): capital letters and digits. */
export const TAXPAYER_NO = /^[0-9A-Z]{15}$|^[0-9A-Z]{17,18}$|^[0-9A-Z]{20}$/;
/** A bank account number: 8 to 30 digits (spaces between groups are allowed and dropped). */
export const BANK_CARD_NO = /^\d{8,30}$/;

export interface InvoicingInfoForm {
  unitName?: string | null;
  taxpayerNo?: string | null;
  address?: string | null;
  detailAddress?: string | null;
  phone?: string | null;
  bank?: string | null;
  bankCardNo?: string | null;
  email?: string | null;
  status?: string | null;
}

export type InvoicingInfoField = keyof InvoicingInfoForm;

/** The digits of a card number as typed ("6222 0200 …"). */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

const format = (
  value: string | null | undefined,
  pattern: Pick<RegExp, 'test'>,
  problem: MemberFieldProblem,
  max = 64,
) =>
  isBlank(value)
    ? ('required' as const)
    : value!.trim().length > max
      ? { problem: 'tooLong' as const, max }
      : pattern.test(value!.trim())
        ? null
        : problem;

export function checkInvoicingInfo(form: InvoicingInfoForm): MemberProblem<InvoicingInfoField> | null {
  return firstMemberProblem<InvoicingInfoField>([
    ['unitName', checkText(form.unitName, INVOICING_LIMITS.unitName)],
    ['taxpayerNo', format(form.taxpayerNo?.toUpperCase(), TAXPAYER_NO, 'badTaxpayerNo')],
    ['address', checkText(form.address, INVOICING_LIMITS.address)],
    ['detailAddress', checkText(form.detailAddress, INVOICING_LIMITS.detailAddress)],
    // The company phone printed on an invoice: a telephone (mobile, landline or international; account/telephone.ts).
    ['phone', format(form.phone, { test: isTelephone }, 'badTelephone', 24)],
    ['bank', checkText(form.bank, INVOICING_LIMITS.bank)],
    [
      'bankCardNo',
      format(
        form.bankCardNo == null ? form.bankCardNo : cardDigits(form.bankCardNo),
        BANK_CARD_NO,
        'badBankCardNo',
        40,
      ),
    ],
    ['email', format(form.email, EMAIL, 'badEmail', INVOICING_LIMITS.email)],
    [
      'status',
      isBlank(form.status)
        ? 'required'
        : (INVOICING_STATUSES as readonly string[]).includes(form.status!)
          ? null
          : 'badChoice',
    ],
  ]);
}
