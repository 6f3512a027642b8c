import { DEFAULT_PAGE_SIZE, PAGE_SIZES, QUOTATION_TABS, UPGRADE_REASONS } from '@pcbunion/core';
import { z } from 'zod';
import { decimalText, optionalDecimal, processLineBody } from '../quotation-masters/index.js';

/** snake_case keys (the spec's style) are read as the camelCase ones; the camelCase key wins when both come. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!(camel in out) || camel === key) out[camel] = camelKeys(inner);
  }
  return out;
}

export const materialLineBody = z.object({
  materialNo: z.string().trim().max(60).optional().default(''),
  supplierNo: z.string().trim().max(60).optional(),
  unitPrice: decimalText.optional(),
  unitPriceExTax: decimalText.optional(),
  taxRate: decimalText.optional(),
  coefficient: decimalText.optional(),
  adjustmentPrice: optionalDecimal,
});

/** Every field of spec 02 §3 Quotation a person enters; the rest (status, people, costs) the server sets. */
const fields = {
  quotationNo: z.string().trim().max(40).optional(),
  type: z.enum(['platform', 'internal']).optional(),
  customerModel: z.string().trim().max(120).optional(),
  referenceNo: z.string().trim().max(60).optional(),
  factoryNo: z.string().trim().max(60).optional(),
  factoryVersion: z.string().trim().max(20).optional(),
  layers: z.coerce.number().int().min(1).max(64).optional(),
  panelWidth: decimalText.optional(),
  panelHeight: decimalText.optional(),
  panelUnit: z.enum(['mm', 'in']).optional(),
  panelForm: z.string().trim().max(60).optional(),
  pcsPerPanel: z.coerce.number().int().min(1).max(10000).optional(),
  deliveryUnitSize: z.string().trim().max(60).optional(),
  quantity: z.coerce.number().int().min(1).max(100_000_000).optional(),
  deliveryDays: z.coerce.number().int().min(0).max(3650).optional(),
  currency: z.string().trim().max(3).optional(),
  exchangeRate: decimalText.optional(),
  validityDays: z.coerce.number().int().min(1).max(3650).optional(),
  priority: z.enum(['normal', 'urgent']).optional(),
  customerNo: z.string().trim().max(40).optional(),
  customerName: z.string().trim().max(120).optional(),
  customerLevel: z.string().trim().max(10).optional(),
  factoryName: z.string().trim().max(120).optional(),
  classificationNumber: z.string().trim().max(60).optional(),
  classificationName: z.string().trim().max(120).optional(),
  salesman: z.string().trim().max(60).optional(),
  assistantSalesman: z.string().trim().max(60).optional(),
  quotationDate: z.iso.date().optional(),
  internalRemarks: z.string().trim().max(2000).optional(),
  externalRemarks: z.string().trim().max(2000).optional(),
  scrapRate: decimalText.optional(),
  scrapRateAdjusted: optionalDecimal,
  grossMargin: decimalText.optional(),
  grossMarginAdjusted: optionalDecimal,
  businessRate: decimalText.optional(),
  taxRate: decimalText.optional(),
  materials: z.array(materialLineBody).max(1000).optional(),
  processes: z.array(processLineBody).max(1000).optional(),
  /** Bind this Gerber file to the new quotation at once (the add step's Gerber binding). */
  gerberFileUid: z.uuid().optional(),
};

export const quotationBody = z.preprocess(camelKeys, z.object(fields));
export type QuotationBody = z.infer<typeof quotationBody>;

/** A change names the version it was made on (compare-and-set); without it, the current version is changed. */
export const quotationPatch = z.preprocess(
  camelKeys,
  z.object({ ...fields, rowVersion: z.coerce.number().int().optional() }),
);
export type QuotationPatch = z.infer<typeof quotationPatch>;

export const noParams = z.object({ no: z.string().trim().min(1).max(40) });
export const returnBody = z.preprocess(
  camelKeys,
  z.object({ reason: z.string().trim().max(500).optional().default('') }),
);
export const upgradeBody = z.preprocess(
  camelKeys,
  z.object({ reason: z.enum(UPGRADE_REASONS).optional(), remark: z.string().trim().max(500).optional() }),
);
export const gerberBody = z.preprocess(camelKeys, z.object({ gerberFileUid: z.uuid().optional() }));
export const actionBody = z.preprocess(
  camelKeys,
  z.object({ rowVersion: z.coerce.number().int().optional() }).optional().default({}),
);

export const listQuery = z.object({
  tab: z.enum(QUOTATION_TABS).optional().default('all'),
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES))
    .default(DEFAULT_PAGE_SIZE),
  field: z.string().trim().max(60).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  search: z.string().trim().max(100).optional(),
  status: z.string().trim().max(20).optional(),
  validity: z.enum(['normal', 'overdue']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pdfQuery = z.object({
  template: z.string().trim().max(20).optional(),
  version: z.coerce.number().int().min(1).optional(),
});
