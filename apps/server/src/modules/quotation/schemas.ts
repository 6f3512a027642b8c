import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  QUOTATION_ACTIONS,
  QUOTATION_STATUSES,
  QUOTATION_TABS,
  quotationMessages,
  UPGRADE_REASONS,
  type QuotationMessageKey,
} from '@pcbunion/core';
import { z } from 'zod';
import { GERBER_AUDIT_STATUSES, QUOTATION_TYPES } from '../../db/schema/index.js';
import { day, instant, moneyText } from '../../http/answer.js';
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
  /**
   * Not accepted: the type follows from the inquiry link (issue 30 #8). A body that still names it is refused with
   * 400 naming `type`, so a client that meant to set it learns at once instead of silently getting the other type.
   */
  type: z
    .unknown()
    .optional()
    .meta({ description: 'Refused when sent: the type follows from inquiryNo (platform) or its absence (internal).' }),
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

/** A new quotation may name the online inquiry (to this factory) it prices: that makes it a platform quotation. */
export const quotationBody = z.preprocess(
  camelKeys,
  z.object({ ...fields, inquiryNo: z.string().trim().min(1).max(40).optional() }),
);
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
  type: z.enum(QUOTATION_TYPES).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pdfQuery = z.object({
  template: z.string().trim().max(20).optional(),
  version: z.coerce.number().int().min(1).optional(),
});

// ---- Answers ----

/** A material line as the quotation keeps it: a snapshot of the material file when the line was written. */
export const quotationMaterialLineAnswer = z
  .object({
    lineNo: z.number().int(),
    supplierNo: z.string(),
    supplierName: z.string(),
    materialNo: z.string(),
    materialName: z.string(),
    specification: z.string(),
    unitPrice: z.string(),
    unitPriceExTax: z.string(),
    taxRate: z.string(),
    unitName: z.string(),
    coefficient: z.string(),
    adjustmentPrice: z.string().nullable(),
  })
  .meta({ id: 'QuotationMaterialLine' });

/** A process line as the quotation keeps it (the rate per m² from the procedure file when the line gave none). */
export const quotationProcessLineAnswer = z
  .object({
    serialNo: z.number().int(),
    processType: z.string(),
    procedure: z.string(),
    unitCost: z.string(),
    referenceTimes: z.string(),
    timesAdjustment: z.string().nullable(),
    difficulty: z.string(),
    difficultyAdjustment: z.string().nullable(),
    specialAddition: z.string().nullable(),
  })
  .meta({ id: 'QuotationProcessLine' });

/** The cost build-up of packages/core (computeQuotationCost): every figure as decimal text, each step explained. */
export const quotationCostsAnswer = z
  .object({
    materialCostPerM2: z.string(),
    processCostPerM2: z.string(),
    costPerM2: z.string(),
    costPerPcs: z.string(),
    costPerFt2: z.string(),
    costPerPnl: z.string(),
    areaPcsM2: z.string(),
    areaPnlM2: z.string(),
    orderAreaM2: z.string(),
    baseCost: z.string(),
    scrapRate: z.string(),
    scrapAmount: z.string(),
    grossMarginRate: z.string(),
    grossMarginAmount: z.string(),
    businessAmount: z.string(),
    taxAmount: z.string(),
    marginalCost: z.string(),
    margin: z.string(),
    marginRate: z.string(),
    amountLocal: z.string(),
    amountOriginal: z.string(),
    pricePerPcs: z.string(),
    pricePerM2: z.string(),
    currency: z.string(),
    originalCurrency: z.string(),
    exchangeRate: z.string(),
    lines: z.array(
      z.object({
        key: z.enum(Object.keys(quotationMessages.en) as [QuotationMessageKey, ...QuotationMessageKey[]]),
        values: z.record(z.string(), z.union([z.string(), z.number()])),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'QuotationCosts' });

const quotationHeaderFields = {
  uid: z.string(),
  quotationNo: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  status: z.enum(QUOTATION_STATUSES),
  /** Platform when made from an online inquiry (`inquiryNo`), internal otherwise; never entered. */
  type: z.enum(QUOTATION_TYPES),
  inquiryNo: z.string().nullable(),
  customerModel: z.string(),
  referenceNo: z.string(),
  factoryNo: z.string(),
  factoryVersion: z.string(),
  layers: z.number().int(),
  panelWidth: z.string(),
  panelHeight: z.string(),
  panelUnit: z.enum(['mm', 'in']),
  panelForm: z.string(),
  pcsPerPanel: z.number().int(),
  deliveryUnitSize: z.string(),
  quantity: z.number().int(),
  deliveryDays: z.number().int(),
  /** The quotation's own currency (the customer's); `localCurrency` is the factory's. */
  currency: z.string(),
  localCurrency: z.string(),
  exchangeRate: z.string(),
  validityDays: z.number().int(),
  priority: z.enum(['normal', 'urgent']),
  customerNo: z.string(),
  customerName: z.string(),
  customerLevel: z.string(),
  factoryName: z.string(),
  classificationNumber: z.string(),
  classificationName: z.string(),
  quoterAccountUid: z.string().nullable(),
  quoterName: z.string(),
  auditorAccountUid: z.string().nullable(),
  auditorName: z.string(),
  salesman: z.string(),
  assistantSalesman: z.string(),
  quotationDate: day,
  internalRemarks: z.string(),
  externalRemarks: z.string(),
  returnReason: z.string().nullable(),
  upgradeReason: z.enum(UPGRADE_REASONS).nullable(),
  upgradeRemark: z.string().nullable(),
  scrapRate: z.string(),
  scrapRateAdjusted: z.string().nullable(),
  grossMargin: z.string(),
  grossMarginAdjusted: z.string().nullable(),
  businessRate: z.string(),
  taxRate: z.string(),
  copiedFrom: z.string().nullable(),
  rowVersion: z.number().int(),
  submittedAt: instant.nullable(),
  auditedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  amountLocal: moneyText,
  amountOriginal: moneyText,
  validity: z.enum(['normal', 'overdue']),
  expired: z.boolean(),
  actions: z.object({ quoter: z.array(z.enum(QUOTATION_ACTIONS)), approver: z.array(z.enum(QUOTATION_ACTIONS)) }),
};

/** A row of the quotation list: one version's header, its validity and the actions each role may take. */
export const quotationRowAnswer = z.object(quotationHeaderFields).meta({ id: 'QuotationHeader' });

/** The list's page with the tab counts (all / platform / internal) under the same filters but the type. */
export const quotationListAnswer = z.object({
  data: z.array(quotationRowAnswer),
  total: z.number().int(),
  counts: z.object({ all: z.number().int(), platform: z.number().int(), internal: z.number().int() }),
});

/** A Gerber file bound to the quotation's number. */
export const quotationGerberFileAnswer = z
  .object({
    uid: z.string(),
    fileName: z.string(),
    uploaderName: z.string(),
    createdAt: instant,
    widthMm: z.number().nullable(),
    heightMm: z.number().nullable(),
    copperLayers: z.number().int().nullable(),
    auditStatus: z.enum(GERBER_AUDIT_STATUSES),
    boundAt: instant,
  })
  .meta({ id: 'QuotationGerberFile' });

/** A quotation version with its costs, lines and bound Gerber files. */
export const quotationAnswer = z
  .object({
    ...quotationHeaderFields,
    costs: quotationCostsAnswer.nullable(),
    materials: z.array(quotationMaterialLineAnswer),
    processes: z.array(quotationProcessLineAnswer),
    gerberFiles: z.array(quotationGerberFileAnswer),
  })
  .meta({ id: 'Quotation' });

/** A deleted version: which, and the version that is current now (null when none is left). */
export const quotationDeletedAnswer = z.object({ deleted: z.number().int(), current: z.number().int().nullable() });

/** One line of a quotation's operation log in the reader's words. */
export const quotationLogEntry = z
  .object({
    id: z.number().int(),
    at: instant,
    action: z.string(),
    actor: z.string().nullable(),
    text: z.string(),
    status: z.string().nullable(),
    // The values the change recorded (audit log before/after), as stored.
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'QuotationLogEntry' });
