import type { Language } from './language.js';
import type { Label } from './field-labels/label.js';
import { IDENTITY_LABELS } from './field-labels/identity.js';
import { SIGN_IN_LABELS } from './field-labels/sign-in.js';
import { PEOPLE_LABELS } from './field-labels/people.js';
import { LIST_LABELS } from './field-labels/lists.js';
import { MONEY_LABELS } from './field-labels/money.js';
import { FILE_LABELS } from './field-labels/files.js';
import { PRICING_LABELS } from './field-labels/pricing.js';
import { QUOTATION_LABELS } from './field-labels/quotation.js';
import { ORDER_LABELS } from './field-labels/orders.js';
import { SHIPPING_LABELS } from './field-labels/shipping.js';
import { WORK_ORDER_LABELS } from './field-labels/work-orders.js';
import { PURCHASING_LABELS } from './field-labels/purchasing.js';
import { SALES_LABELS } from './field-labels/sales.js';
import { CAPABILITY_LABELS } from './field-labels/capability.js';
import { BIDDING_LABELS } from './field-labels/bidding.js';
import { ASSEMBLY_LABELS } from './field-labels/assembly.js';
import { BARCODE_LABELS } from './field-labels/barcode.js';
import { CUSTOMER_LABELS } from './field-labels/customers.js';
import { PURCHASE_QUALITY_LABELS } from './field-labels/purchase-quality.js';
import { SUPPLIER_LABELS } from './field-labels/suppliers.js';
import { CUSTOMER_BILLING_LABELS } from './field-labels/customer-billing.js';
import { DELIVERY_DELAY_LABELS } from './field-labels/delivery-delays.js';
import { CUSTOMER_CHANGE_LABELS } from './field-labels/customer-changes.js';
import { TOOLING_LABELS } from './field-labels/tooling.js';
import { SUPPLIER_BILLING_LABELS } from './field-labels/supplier-billing.js';

const LANGUAGE_INDEX: Record<Language, number> = { en: 0, 'zh-CN': 1, 'zh-TW': 2, es: 3, ja: 4 };

/**
 * What the user sees for an API field, in the five languages (en, zh-CN, zh-TW, es, ja): a refusal names the
 * field as its form labels it, never by its wire name (`bankAccountId`, `WIDTH_MM`). The refusal's `data.field`
 * keeps the wire path, so a form can still mark the input. `field-labels.test.ts` fails when a field of the
 * OpenAPI document has no label here. The catalogue is kept by area in `field-labels/`; a new area adds its file and
 * one line below.
 */
export const fieldLabels: Record<string, Label> = {
  ...IDENTITY_LABELS,
  ...SIGN_IN_LABELS,
  ...PEOPLE_LABELS,
  ...LIST_LABELS,
  ...MONEY_LABELS,
  ...FILE_LABELS,
  ...PRICING_LABELS,
  ...QUOTATION_LABELS,
  ...ORDER_LABELS,
  ...SHIPPING_LABELS,
  ...WORK_ORDER_LABELS,
  ...PURCHASING_LABELS,
  ...SALES_LABELS,
  ...CAPABILITY_LABELS,
  ...BIDDING_LABELS,
  ...ASSEMBLY_LABELS,
  ...BARCODE_LABELS,
  ...CUSTOMER_LABELS,
  ...PURCHASE_QUALITY_LABELS,
  ...SUPPLIER_LABELS,
  ...CUSTOMER_BILLING_LABELS,
  ...DELIVERY_DELAY_LABELS,
  ...CUSTOMER_CHANGE_LABELS,
  ...TOOLING_LABELS,
  ...SUPPLIER_BILLING_LABELS,
};

/** The label of one path segment, or the segment itself when no label exists (the test keeps that from happening). */
function labelOfSegment(segment: string, language: Language): string {
  // A database refusal names the column (`detail_address`); the API names it `detailAddress`.
  const camel = segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const key = [segment, camel].find((candidate) => Object.hasOwn(fieldLabels, candidate));
  const label = key ? fieldLabels[key] : undefined;
  return label ? label[LANGUAGE_INDEX[language]]! : segment;
}

/**
 * A wire path (`materials.2.unitPrice`, `amount`, `a, b`) as the user sees it: the label of its last named
 * segment, with the row number when the field sits in a list (`Unit price (row 3)`).
 */
export function fieldLabel(path: string, language: Language): string {
  return path
    .split(', ')
    .map((one) => {
      const segments = one.split('.').filter(Boolean);
      const named = [...segments].reverse().find((s) => !/^\d+$/.test(s));
      if (!named) return one;
      const index = segments.findLast((s) => /^\d+$/.test(s));
      const label = labelOfSegment(named, language);
      return index === undefined ? label : label + ROW[language].replace('{n}', String(Number(index) + 1));
    })
    .join(', ');
}

const ROW: Record<Language, string> = {
  en: ' (row {n})',
  'zh-CN': '（第 {n} 行）',
  'zh-TW': '（第 {n} 行）',
  es: ' (fila {n})',
  ja: '（{n} 行目）',
};
