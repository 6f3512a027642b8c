import {
  ADDRESS_LIMITS,
  checkInvoicingInfo,
  checkPhoneByAreaCode,
  checkRegionShape,
  checkText,
  type InvoicingInfoField,
  type MemberFieldProblem,
} from '@pcbunion/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

type Found = MemberFieldProblem | { problem: MemberFieldProblem; max?: number } | null;
type Translate = TFunction<'addresses'>;

/** An antd rule running one of core's checks: the form says what the API would say, before it is asked. */
type FieldReader = { getFieldValue: (name: string) => unknown };
const coreRule =
  (t: Translate, check: (value: unknown, form: FieldReader) => Found): FormRule =>
  (form) => ({
    validator: async (_, value) => {
      const found = check(value, form);
      if (!found) return;
      const { problem, max } = typeof found === 'string' ? { problem: found, max: undefined } : found;
      throw new Error(t(`problems.${problem}`, { max }));
    },
  });

/** The shipping-address form's rules: spec 02 §5 Address and the area codes of §9 (packages/core). */
export const addressRules = (t: Translate) => ({
  recipient: [coreRule(t, (v) => checkText(v as string, ADDRESS_LIMITS.recipient))],
  company: [coreRule(t, (v) => checkText(v as string, ADDRESS_LIMITS.company, false))],
  phone: [coreRule(t, (v, form) => checkPhoneByAreaCode(form.getFieldValue('areaCode') as string, v as string))],
  region: [coreRule(t, (v) => checkRegionShape(v as string[]))],
  detailAddress: [coreRule(t, (v) => checkText(v as string, ADDRESS_LIMITS.detailAddress))],
});

/** One invoicing field's rule: core's checkInvoicingInfo on a row that is valid but for this field's value. */
export const invoicingRule = (t: Translate, field: InvoicingInfoField): FormRule[] => [
  coreRule(t, (value) => {
    // An edit may leave a masked number as it was shown: the server keeps the stored one (docs/encryption.md).
    if ((field === 'taxpayerNo' || field === 'bankCardNo') && typeof value === 'string' && value.includes('*'))
      return null;
    const found = checkInvoicingInfo({ ...FILLED, [field]: value as string });
    return found?.field === field ? found : null;
  }),
];

/** A valid row, to check one field on its own. */
const FILLED = {
  unitName: 'x',
  taxpayerNo: '000000000000000',
  address: 'x',
  detailAddress: 'x',
  phone: '12345678',
  bank: 'x',
  bankCardNo: '12345678',
  email: 'a@b.cn',
  status: 'valid',
};
