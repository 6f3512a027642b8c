import { z } from 'zod';
import { camValuesSchema, estimateValueSchema, PRICING_TEXT_LIMITS } from '../pricing/schemas.js';
import { Decimal } from '../money/decimal.js';
import { int4, numeric, numericMaximum, text } from '../validation/fields.js';
import { INQUIRY_LIMITS, INQUIRY_SOURCES, inquiryDetailsSchema } from './details.js';
import { INQUIRY_DATE_PRESETS, INQUIRY_TABS } from './states.js';

/** At most this many parameters in one request (as the estimate). */
export const INQUIRY_MAX_PARAMS = 200;

const paramsSchema = z
  .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
  .refine((params) => Object.keys(params).length <= INQUIRY_MAX_PARAMS, {
    error: 'tooLong',
    params: { maximum: INQUIRY_MAX_PARAMS },
  });

const INQUIRY_AMOUNT_MAXIMUM = numericMaximum(15, 2);

/**
 * A money amount as the API writes it ("1234.50": at most 2 decimals, at most 13 digits before the point), or a
 * JSON number of at most 2 decimals; never negative. Answers the decimal text. A number is read by its shortest
 * decimal text (12.3 is "12.3"), so 12.3400000001 is refused rather than rounded, with no float arithmetic.
 */
export const inquiryAmountSchema = z
  .union([
    numeric({ precision: 15, scale: 2 }),
    z
      .number()
      .min(0)
      .refine((n) => new Decimal(n).decimalPlaces() <= 2, {
        error: 'field.tooManyDecimals',
        params: { scale: 2 },
        abort: true,
      })
      .refine((n) => new Decimal(n).lte(INQUIRY_AMOUNT_MAXIMUM), {
        error: 'field.numberTooLarge',
        params: { maximum: INQUIRY_AMOUNT_MAXIMUM },
      }),
  ])
  .transform((v) => (typeof v === 'number' ? new Decimal(v).toFixed(2) : v))
  .refine((v) => !v.trim().startsWith('-'), { error: 'tooShort', params: { minimum: 0 } });

/** POST /api/inquiries: the estimate's body (merchant, product, parameters, CAM values) and the inquiry's details. */
export const createInquiryBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  params: paramsSchema,
  cam: camValuesSchema.optional(),
  source: z.enum(INQUIRY_SOURCES).optional(),
  /** A Gerber upload of the customer's (its CAM analysis fills the parameters it maps). */
  gerberFileId: z.uuid().optional(),
  /** A quotation number the inquiry starts from (kept for reference). */
  quoteId: text(PRICING_TEXT_LIMITS.number).optional(),
  details: inquiryDetailsSchema.optional(),
});
export type CreateInquiryBody = z.infer<typeof createInquiryBody>;

/** PUT /api/inquiries/{no}: a new version; `expectedVersion` guards against a stale screen. */
export const modifyInquiryBody = z.object({
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  params: paramsSchema,
  cam: camValuesSchema.optional(),
  details: inquiryDetailsSchema.optional(),
  expectedVersion: int4({ min: 1 }).optional(),
});
export type ModifyInquiryBody = z.infer<typeof modifyInquiryBody>;

/**
 * The factory's pricing: a new total (or board-making fee and other fees) and delivery days. A reason is needed
 * when either differs from the request; `expectedVersion` guards against a request modified meanwhile.
 */
export const approveInquiryBody = z.object({
  total: inquiryAmountSchema.optional(),
  boardFee: inquiryAmountSchema.optional(),
  otherFees: inquiryAmountSchema.optional(),
  deliveryDays: int4({ min: 1, max: INQUIRY_LIMITS.days, coerce: true }).optional(),
  reason: text(INQUIRY_LIMITS.reason, { multiline: true, trim: true }).optional(),
  expectedVersion: int4({ min: 1 }).optional(),
});
export type ApproveInquiryBody = z.infer<typeof approveInquiryBody>;

export const rejectInquiryBody = z.object({
  reason: text(INQUIRY_LIMITS.reason, { multiline: true, trim: true }),
  expectedVersion: int4({ min: 1 }).optional(),
});
export type RejectInquiryBody = z.infer<typeof rejectInquiryBody>;

export const INQUIRY_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'inquiry_no',
  'total',
  'status',
  'delivery_days',
] as const;

/** GET /api/inquiries: tab, paging 20/60/100, sort, keyword (number, customer or merchant), dates or a preset. */
export const inquiryListQuery = z.object({
  tab: z.enum(INQUIRY_TABS).default('all'),
  page_no: int4({ min: 1, coerce: true }).default(1),
  page_size: int4({ min: 1, max: 100, coerce: true }).default(20),
  /** One of INQUIRY_SORT_FIELDS (or its camelCase spelling); anything else sorts by the newest first. */
  field: text(64).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  keyword: text(100, { trim: true }).optional(),
  preset: z.enum(INQUIRY_DATE_PRESETS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;
