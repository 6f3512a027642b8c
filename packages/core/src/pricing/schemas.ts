import { z } from 'zod';
import { parseDecimal } from '../money/decimal.js';
import type { EstimateRequest, PriceEstimate } from './engine/types.js';
import type { PricingMessageKey } from './messages.js';
import { CAM_FIELDS, DATA_LEVELS, ENTRY_MODES, PARAMETER_DATA_TYPES, PARAMETER_KINDS, VALIDITY_STATUSES } from './model/parameter.js';
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

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const decimal = (key?: PricingMessageKey) => z.string().trim().regex(DECIMAL, key === undefined ? undefined : keyed(key));
const decimalText = decimal();
const positive = (text: string): boolean => parseDecimal(text)?.greaterThan(0) ?? false;
const notNegative = (text: string): boolean => parseDecimal(text)?.greaterThanOrEqualTo(0) ?? false;
const rate = decimal('project.rateInvalid').refine(notNegative, keyed('project.rateInvalid'));
const required = (key: PricingMessageKey) => z.string().trim().min(1, { error: key, abort: true });
const code = (key: PricingMessageKey) => required(key).max(40).regex(/^[A-Za-z][A-Za-z0-9_]*$/, keyed('project.codeFormat'));
const isoDate = z.iso.date();

export const parameterOptionSchema = z.object({ value: z.string(), label: z.string().optional() });

export const quotationParameterSchema = z.object({
  code: code('parameter.codeRequired'),
  name: required('parameter.nameRequired'),
  category: z.string().optional(),
  featureCode: z.string().optional(),
  dataType: z.enum(PARAMETER_DATA_TYPES, keyed('parameter.dataTypeRequired')),
  level: z.enum(DATA_LEVELS),
  kind: z.enum(PARAMETER_KINDS),
  entryMode: z.enum(ENTRY_MODES),
  status: z.enum(VALIDITY_STATUSES),
  mustFill: z.boolean(),
  formula: z.string().max(2000).optional(),
  camField: z.enum(CAM_FIELDS, keyed('parameter.camFieldUnknown')).optional(),
  defaultValue: z.string().optional(),
  keyValue: z.boolean(),
  valueList: z.array(parameterOptionSchema).optional(),
  min: decimal('parameter.rangeInvalid').optional(),
  max: decimal('parameter.rangeInvalid').optional(),
  integerOnly: z.boolean().optional(),
}) satisfies z.ZodType<QuotationParameter>;

export const factorRowSchema = z.object({
  value: required('project.factorValueEmpty'),
  price: decimal('project.factorPriceInvalid'),
});

export const pricingProjectSchema = z.object({
  code: code('project.codeRequired'),
  name: required('project.nameRequired'),
  costCategory: z.enum(COST_CATEGORIES),
  kind: z.enum(PROJECT_KINDS),
  pricingMode: z.enum(PRICING_MODES),
  formula: required('project.formulaRequired').max(2000),
  factor: z
    .object({
      code: code('project.codeRequired'),
      parameter: z.string().min(1, keyed('project.factorParameterUnknown')),
      rows: z.array(factorRowSchema).max(MAX_FACTOR_ROWS, keyed('project.tooManyRows')),
    })
    .optional(),
  materialCategory: z.string().optional(),
  extraAddition: decimal('project.amountInvalid').optional(),
  exchangeRate: decimal('project.exchangeRateInvalid').refine(positive, keyed('project.exchangeRateInvalid')).optional(),
  scrapRatePercent: rate.optional(),
  grossMarginPercent: rate
    .refine((text) => parseDecimal(text)?.lessThan(100) ?? false, keyed('project.grossMarginTooHigh'))
    .optional(),
  businessRatePercent: rate.optional(),
  taxRatePercent: rate.optional(),
  deliveryDays: z.int(keyed('project.deliveryDaysInvalid')).optional(),
  validFrom: isoDate.optional(),
  validTo: isoDate.optional(),
  sortNumber: z.int(),
}) satisfies z.ZodType<PricingProject>;

export const moveProjectSchema = z.object({ code: z.string().min(1), direction: z.enum(['up', 'down']) });

export const productClassificationSchema = z.object({
  number: required('classification.numberRequired'),
  name: required('classification.nameRequired'),
  parentNumber: required('classification.parentRequired'),
  status: z.enum(VALIDITY_STATUSES),
  level: z.enum(DATA_LEVELS),
  serialNumber: z.int(keyed('classification.serialRequired')).min(0, keyed('classification.serialNegative')),
  batchInterval: z
    .int(keyed('classification.batchIntervalRange'))
    .min(4, keyed('classification.batchIntervalRange'))
    .max(10, keyed('classification.batchIntervalRange')),
  remarks: z.string().optional(),
}) satisfies z.ZodType<ProductClassification>;

export const productSchema = z.object({
  number: required('product.numberRequired'),
  name: required('product.nameRequired'),
  classificationNumber: z.string().min(1),
  status: z.enum(VALIDITY_STATUSES),
}) satisfies z.ZodType<Product>;

export const productBasePriceSchema = z.object({
  productNumber: z.string().min(1, keyed('basePrice.productNotFound')),
  layers: z.int().refine((layers) => (LAYER_OPTIONS as readonly number[]).includes(layers), keyed('basePrice.layersInvalid')),
  tier: z.enum(BATCH_TIERS),
  maxAreaM2: decimal('basePrice.maxAreaInvalid').refine(positive, keyed('basePrice.maxAreaInvalid')),
  pricePerM2: decimal('basePrice.priceInvalid').refine(notNegative, keyed('basePrice.priceInvalid')),
  deliveryDays: z.int(keyed('basePrice.deliveryDaysInvalid')).min(0, keyed('basePrice.deliveryDaysInvalid')),
}) satisfies z.ZodType<ProductBasePrice>;

export const productProjectBindingSchema = z.object({
  productNumber: z.string().min(1),
  projectCode: z.string().min(1),
}) satisfies z.ZodType<ProductProjectBinding>;

export const priceBookSchema = z.object({
  merchant: z.string().min(1),
  currency: z.string().length(3),
  originalCurrency: z.string().length(3),
  exchangeRate: decimal('project.exchangeRateInvalid').refine(positive, keyed('project.exchangeRateInvalid')),
  terms: z.object({
    scrapRatePercent: rate,
    grossMarginPercent: rate.refine((text) => parseDecimal(text)?.lessThan(100) ?? false, keyed('project.grossMarginTooHigh')),
    businessRatePercent: rate,
    taxRatePercent: rate,
  }),
  roles: z.object({
    layers: z.string().min(1),
    quantity: z.string().min(1),
    areaPerPcsM2: z.string().min(1),
    pcsPerPanel: z.string().min(1).optional(),
  }),
  parameters: z.array(quotationParameterSchema),
  projects: z.array(pricingProjectSchema),
  classifications: z.array(productClassificationSchema),
  products: z.array(productSchema),
  basePrices: z.array(productBasePriceSchema),
  bindings: z.array(productProjectBindingSchema),
}) satisfies z.ZodType<PriceBook>;

export const estimateRequestSchema = z.object({
  productNumber: z.string().min(1),
  values: z.record(z.string(), z.union([z.string().max(200), z.number(), z.null()]).optional()),
  cam: z.record(z.string(), z.unknown()).optional(),
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
