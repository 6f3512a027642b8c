import { CAPABILITY_ITEMS, camValuesSchema, estimateValueSchema, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { z } from 'zod';

const length = z.number().positive().max(10_000).nullable();

/** What the design-rule check of an upload measured (cam's `dfm`, as the instant quote's analysis gives it). */
const measuredRules = z.object({
  minTraceMm: length,
  minSpaceMm: length,
  minPlatedHoleMm: length,
  minNonPlatedHoleMm: length,
  minAnnularRingMm: length,
  minHoleToEdgeMm: length,
  minCopperToEdgeMm: length,
  slots: z.object({ minWidthMm: length }),
  widthMm: length,
  heightMm: length,
  copperLayers: z.int().min(0).max(200),
});

export const compareBody = z.object({
  params: z
    .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
    .refine((params) => Object.keys(params).length <= 200, { error: 'tooLong', params: { maximum: 200 } }),
  /** Pieces; written into each book's quantity parameter (wins over `params`). */
  quantity: z.int().min(1).max(10_000_000).optional(),
  /** The lead-time option (`standard`, `fastest`), for the books that have the platform's LEAD_TIME parameter. */
  leadTime: text(PRICING_TEXT_LIMITS.value).min(1).optional(),
  destination: z
    .object({
      country: text(60, { trim: true }).min(1),
      province: text(60, { trim: true }).nullable().optional(),
    })
    .optional(),
  /** The CAM fields the engine reads (as `/estimate` takes them). */
  cam: camValuesSchema.optional(),
  /** The upload's design-rule figures; without them only the board's size and layers are checked. */
  dfm: measuredRules.optional(),
});
export type CompareBody = z.infer<typeof compareBody>;

const verdict = z.enum(['fine', 'upgrade', 'cannot']);

export const comparisonAnswer = z
  .object({
    pricedOn: z.string(),
    /** The currency every priced row's `totalOriginal` is in, when they share one: what the rows are ranked by. */
    comparedIn: z.string().nullable(),
    destination: z.object({ country: z.string(), province: z.string().nullable() }).nullable(),
    /** `gerber`: the upload's design-rule figures were checked; `board`: only the size and layers entered. */
    checked: z.enum(['gerber', 'board']),
    rows: z.array(
      z.object({
        merchant: z.string(),
        merchantNo: z.string(),
        merchantName: z.string(),
        priced: z.boolean(),
        productNo: z.string().nullable(),
        currency: z.string(),
        total: z.string().nullable(),
        perPcs: z.string().nullable(),
        totalOriginal: z.string().nullable(),
        originalCurrency: z.string(),
        quantity: z.string().nullable(),
        deliveryDays: z.int().nullable(),
        /** Why the factory's book does not price the board (its first refusal, in the caller's language). */
        refusal: z.object({ field: z.string(), message: z.string() }).nullable(),
        design: z.object({
          verdict,
          /** What stands out, in the caller's language: the figures beyond the standard; null when all is fine. */
          reason: z.string().nullable(),
          findings: z.array(
            z.object({
              item: z.enum(CAPABILITY_ITEMS),
              measured: z.number(),
              verdict,
              standard: z.string(),
              advanced: z.string().nullable(),
              upgradeProject: z.string().nullable(),
            }),
          ),
        }),
        /** The cheapest carrier to the destination, in the factory's currency; null without a destination or a carrier. */
        shipping: z.object({ carrier: z.string(), price: z.string(), days: z.int() }).nullable(),
        /** Build days plus shipping days. */
        arrivalDays: z.int().nullable(),
      }),
    ),
  })
  .meta({ id: 'FactoryComparison' });
export type Comparison = z.infer<typeof comparisonAnswer>;
