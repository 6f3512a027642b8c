import { z } from 'zod';
import { parseDecimal } from '../money/decimal.js';
import { float8, int4, numeric, text } from '../validation/fields.js';
import type { EstimateRequest, PriceEstimate } from './engine/types.js';
import { PRICING_LOCALES, type PricingMessageKey } from './messages.js';
import {
  CAM_FIELDS,
  DATA_LEVELS,
  ENTRY_MODES,
  PARAMETER_DATA_TYPES,
  PARAMETER_KINDS,
  VALIDITY_STATUSES,
} from './model/parameter.js';
import type { QuotationParameter } from './model/parameter.js';
import type { PriceBook } from './model/price-book.js';
import { BATCH_TIERS, LAYER_OPTIONS } from './model/product.js';
import type { Product, ProductBasePrice, ProductClassification, ProductProjectBinding } from './model/product.js';
import { COST_CATEGORIES, MAX_FACTOR_ROWS, PRICING_MODES, PROJECT_KINDS } from './model/project.js';
import type { PricingProject } from './model/project.js';

/**
 * Request shapes for the server (and forms that want them). Where a failure matches a rule, the
 * issue's message is that rule's message key, so the server renders it in the caller's language;
 * the cross-entity rules (duplicates, formulas, order, tree) stay in `rules/`.
 */
const keyed = (key: PricingMessageKey) => ({ error: key });

/**
 * The longest text each pricing column takes (issue 12: a 1.9 MB name was stored). The admin forms show the
 * same limits (maxLength / showCount).
 */
export const PRICING_TEXT_LIMITS = {
  code: 40,
  number: 60,
  name: 100,
  category: 60,
  value: 200,
  remarks: 500,
  formula: 2000,
} as const;
const L = PRICING_TEXT_LIMITS;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A numeric(18, 6) column's text: at most 6 decimals and 12 whole digits (a seventh decimal was stored as 0). */
const decimal = (key?: PricingMessageKey) =>
  numeric({ precision: 18, scale: 6, ...(key === undefined ? {} : { formatKey: key }) });
const decimalText = z.string().regex(DECIMAL);
const positive = (text: string): boolean => parseDecimal(text)?.greaterThan(0) ?? false;
const notNegative = (text: string): boolean => parseDecimal(text)?.greaterThanOrEqualTo(0) ?? false;
const rate = decimal('project.rateInvalid').refine(notNegative, keyed('project.rateInvalid'));
const required = (key: PricingMessageKey, max: number) => text(max, { trim: true }).min(1, { error: key, abort: true });
const code = (key: PricingMessageKey) =>
  required(key, L.code).regex(/^[A-Za-z][A-Za-z0-9_]*$/, keyed('project.codeFormat'));
const isoDate = z.iso.date();

/** Names per language (`{ "zh-CN": "层数" }`): only the five locales, each a short text. */
export const localizedNamesSchema = (max: number) =>
  z.partialRecord(z.enum(PRICING_LOCALES), text(max, { trim: true }));

export const parameterOptionSchema = z.object({
  value: text(L.value),
  label: text(L.value).optional(),
  labels: localizedNamesSchema(L.value).optional(),
});

export const quotationParameterSchema = z.object({
  code: code('parameter.codeRequired'),
  name: required('parameter.nameRequired', L.name),
  names: localizedNamesSchema(L.name).optional(),
  category: text(L.category).optional(),
  featureCode: text(L.category).optional(),
  dataType: z.enum(PARAMETER_DATA_TYPES, keyed('parameter.dataTypeRequired')),
  level: z.enum(DATA_LEVELS),
  kind: z.enum(PARAMETER_KINDS),
  entryMode: z.enum(ENTRY_MODES),
  status: z.enum(VALIDITY_STATUSES),
  mustFill: z.boolean(),
  formula: text(L.formula, { multiline: true }).optional(),
  camField: z.enum(CAM_FIELDS, keyed('parameter.camFieldUnknown')).optional(),
  defaultValue: text(L.value).optional(),
  keyValue: z.boolean(),
  valueList: z.array(parameterOptionSchema).max(500).optional(),
  min: decimal('parameter.rangeInvalid').optional(),
  max: decimal('parameter.rangeInvalid').optional(),
  integerOnly: z.boolean().optional(),
}) satisfies z.ZodType<QuotationParameter>;

export const factorRowSchema = z.object({
  value: required('project.factorValueEmpty', L.value),
  price: decimal('project.factorPriceInvalid'),
});

export const pricingProjectSchema = z.object({
  code: code('project.codeRequired'),
  name: required('project.nameRequired', L.name),
  names: localizedNamesSchema(L.name).optional(),
  costCategory: z.enum(COST_CATEGORIES),
  kind: z.enum(PROJECT_KINDS),
  pricingMode: z.enum(PRICING_MODES),
  formula: text(L.formula, { multiline: true, trim: true }).min(1, { error: 'project.formulaRequired', abort: true }),
  factor: z
    .object({
      code: code('project.codeRequired'),
      parameter: text(L.code).min(1, keyed('project.factorParameterUnknown')),
      rows: z.array(factorRowSchema).max(MAX_FACTOR_ROWS, keyed('project.tooManyRows')),
    })
    .optional(),
  materialCategory: text(L.category).optional(),
  extraAddition: decimal('project.amountInvalid').optional(),
  exchangeRate: decimal('project.exchangeRateInvalid')
    .refine(positive, keyed('project.exchangeRateInvalid'))
    .optional(),
  scrapRatePercent: rate.optional(),
  grossMarginPercent: rate
    .refine((text) => parseDecimal(text)?.lessThan(100) ?? false, keyed('project.grossMarginTooHigh'))
    .optional(),
  businessRatePercent: rate.optional(),
  taxRatePercent: rate.optional(),
  deliveryDays: z
    .int(keyed('project.deliveryDaysInvalid'))
    .min(-3650, keyed('project.deliveryDaysInvalid'))
    .max(3650, keyed('project.deliveryDaysInvalid'))
    .optional(),
  validFrom: isoDate.optional(),
  validTo: isoDate.optional(),
  sortNumber: int4(),
}) satisfies z.ZodType<PricingProject>;

export const moveProjectSchema = z.object({ code: text(L.code).min(1), direction: z.enum(['up', 'down']) });

export const productClassificationSchema = z.object({
  number: required('classification.numberRequired', L.number),
  name: required('classification.nameRequired', L.name),
  names: localizedNamesSchema(L.name).optional(),
  parentNumber: required('classification.parentRequired', L.number),
  status: z.enum(VALIDITY_STATUSES),
  level: z.enum(DATA_LEVELS),
  serialNumber: z
    .int(keyed('classification.serialRequired'))
    .min(0, keyed('classification.serialNegative'))
    .max(2_147_483_647),
  batchInterval: z
    .int(keyed('classification.batchIntervalRange'))
    .min(4, keyed('classification.batchIntervalRange'))
    .max(10, keyed('classification.batchIntervalRange')),
  remarks: text(L.remarks, { multiline: true }).optional(),
}) satisfies z.ZodType<ProductClassification>;

export const productSchema = z.object({
  number: required('product.numberRequired', L.number),
  name: required('product.nameRequired', L.name),
  names: localizedNamesSchema(L.name).optional(),
  classificationNumber: text(L.number).min(1),
  status: z.enum(VALIDITY_STATUSES),
}) satisfies z.ZodType<Product>;

export const productBasePriceSchema = z.object({
  productNumber: text(L.number).min(1, keyed('basePrice.productNotFound')),
  layers: z
    .int()
    .refine((layers) => (LAYER_OPTIONS as readonly number[]).includes(layers), keyed('basePrice.layersInvalid')),
  tier: z.enum(BATCH_TIERS),
  maxAreaM2: decimal('basePrice.maxAreaInvalid').refine(positive, keyed('basePrice.maxAreaInvalid')),
  pricePerM2: decimal('basePrice.priceInvalid').refine(notNegative, keyed('basePrice.priceInvalid')),
  deliveryDays: z
    .int(keyed('basePrice.deliveryDaysInvalid'))
    .min(0, keyed('basePrice.deliveryDaysInvalid'))
    .max(3650, keyed('basePrice.deliveryDaysInvalid')),
}) satisfies z.ZodType<ProductBasePrice>;

export const productProjectBindingSchema = z.object({
  productNumber: text(L.number).min(1),
  projectCode: text(L.code).min(1),
}) satisfies z.ZodType<ProductProjectBinding>;

/** The most entries a default board takes (a book has tens of parameters, not hundreds). */
export const MAX_DEFAULT_BOARD_ENTRIES = 200;

/** The book's default board: values by parameter code; which codes and values fit is the rule's (checkDefaultBoard). */
export const defaultBoardSchema = z
  .record(text(L.code), text(L.value))
  .refine((board) => Object.keys(board).length <= MAX_DEFAULT_BOARD_ENTRIES, keyed('defaultBoard.tooMany'));

export const priceBookSchema = z.object({
  merchant: text(L.number).min(1),
  currency: text(3).length(3),
  originalCurrency: text(3).length(3),
  exchangeRate: decimal('project.exchangeRateInvalid').refine(positive, keyed('project.exchangeRateInvalid')),
  terms: z.object({
    scrapRatePercent: rate,
    grossMarginPercent: rate.refine(
      (text) => parseDecimal(text)?.lessThan(100) ?? false,
      keyed('project.grossMarginTooHigh'),
    ),
    businessRatePercent: rate,
    taxRatePercent: rate,
  }),
  roles: z.object({
    layers: text(L.code).min(1),
    quantity: text(L.code).min(1),
    areaPerPcsM2: text(L.code).min(1),
    pcsPerPanel: text(L.code).min(1).optional(),
  }),
  parameters: z.array(quotationParameterSchema),
  projects: z.array(pricingProjectSchema),
  classifications: z.array(productClassificationSchema),
  products: z.array(productSchema),
  basePrices: z.array(productBasePriceSchema),
  bindings: z.array(productProjectBindingSchema),
  defaultBoard: defaultBoardSchema.optional(),
}) satisfies z.ZodType<PriceBook>;

/** A measured CAM length in millimetres: finite, not negative, within a board a factory can make. */
const camLength = float8({ min: 0, max: 100_000 });

/**
 * The CAM values of an estimate: only the fields the pricing engine reads (CAM_FIELDS, nested at their dots),
 * nothing else — an open `cam` object was cached whole and grew the server by gigabytes (issue 12).
 */
export const camValuesSchema = z.strictObject({
  widthMm: camLength.optional(),
  heightMm: camLength.optional(),
  copperLayers: int4({ min: 0, max: 1000 }).optional(),
  drill: z.strictObject({ minHoleMm: camLength.optional(), holeCount: int4({ min: 0 }).optional() }).optional(),
  minTraceMm: camLength.optional(),
  minSpaceMm: camLength.optional(),
});
export type CamValues = z.infer<typeof camValuesSchema>;

/** A parameter value of an estimate: text within a value's length, or a finite number. */
export const estimateValueSchema = z.union([text(L.value), float8(), z.null()]);

export const estimateRequestSchema = z.object({
  productNumber: text(L.number).min(1),
  values: z.record(text(L.code), estimateValueSchema.optional()),
  cam: camValuesSchema.optional(),
  pricedOn: isoDate,
}) satisfies z.ZodType<EstimateRequest>;

const explanationSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
});

/** The answer's shape, for the server's OpenAPI document. */
export const priceEstimateSchema = z.object({
  productNumber: z.string(),
  total: decimalText,
  currency: z.string(),
  perPcs: decimalText,
  perM2: decimalText,
  perFt2: decimalText,
  perPnl: decimalText,
  areaM2: decimalText,
  areaPerPcsM2: decimalText,
  areaFt2: decimalText,
  quantity: decimalText,
  pnlQuantity: decimalText,
  batchTier: z.enum(BATCH_TIERS),
  deliveryDays: z.int(),
  totalOriginal: decimalText,
  originalCurrency: z.string(),
  exchangeRate: decimalText,
  signature: z.string(),
  parameters: z.record(z.string(), z.string()),
  lines: z.array(z.object({ code: z.string(), name: z.string(), amount: decimalText, explain: explanationSchema })),
  steps: z.array(explanationSchema),
}) satisfies z.ZodType<Omit<PriceEstimate, 'lines' | 'steps'>>;
