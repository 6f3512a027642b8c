import { camValuesSchema, estimateValueSchema, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { z } from 'zod';

const money = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'badFormat' });
const grams = z.int().min(1).max(1_000_000);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'badFormat' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'badFormat' },
  );

export const rateInput = z.object({
  carrier: text(60, { trim: true }).min(1),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'badFormat' })
    .transform((v) => v.toUpperCase()),
  province: z
    .string()
    .regex(/^\d{2}$/, { error: 'badFormat' })
    .nullable()
    .optional(),
  firstWeightGrams: grams,
  firstPrice: money,
  additionalUnitGrams: grams,
  additionalPrice: money,
  days: z.int().min(0).max(365),
});

export const tableInput = z.object({
  version: z.int().min(0),
  packageMaxKg: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,3})?$/, { error: 'badFormat' })
    .refine((v) => Number(v) > 0, { error: 'badFormat' }),
  packageTareKg: z.string().regex(/^\d{1,2}(\.\d{1,3})?$/, { error: 'badFormat' }),
  weekendDays: z.array(z.int().min(0).max(6)).max(6),
  holidays: z.array(day).max(366),
  rates: z.array(rateInput).max(500),
});
export type TableInput = z.infer<typeof tableInput>;

export const quoteBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  params: z
    .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
    .refine((p) => Object.keys(p).length <= 200, { error: 'tooLong', params: { maximum: 200 } }),
  cam: camValuesSchema.optional(),
  destination: z.object({
    country: text(60, { trim: true }).min(1),
    province: text(60, { trim: true }).nullable().optional(),
  }),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const zonesQuery = z.object({ merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional() });

/** The factory's shipping table, packing rules and calendar, with the version to save against. */
export const shippingTableAnswer = z
  .object({
    version: z.number().int(),
    packageMaxKg: z.string(),
    packageTareKg: z.string(),
    weekendDays: z.array(z.number().int()),
    holidays: z.array(z.string()),
    rates: z.array(
      z.object({
        carrier: z.string(),
        country: z.string(),
        province: z.string().nullable(),
        firstWeightGrams: z.number().int(),
        firstPrice: z.string(),
        additionalUnitGrams: z.number().int(),
        additionalPrice: z.string(),
        days: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ShippingTable' });

/** The zones a factory serves: its countries, and every province of China (code and names). */
export const shippingZonesAnswer = z
  .object({
    merchant: z.string(),
    merchantName: z.string(),
    countries: z.array(z.string()),
    provinces: z.array(z.object({ code: z.string(), zh: z.string(), en: z.string() })),
  })
  .meta({ id: 'ShippingZones' });

/** The parcel and each carrier's price, days and delivery date to the destination. */
export const shippingQuoteAnswer = z
  .object({
    merchant: z.string(),
    merchantName: z.string(),
    currency: z.string(),
    weightKg: z.number(),
    boardKg: z.string(),
    boardsKg: z.string(),
    packages: z.number().int(),
    quantity: z.number().int(),
    destination: z.object({
      country: z.string(),
      province: z.string().nullable(),
      provinceName: z.string().nullable(),
    }),
    buildDays: z.number().int(),
    today: z.string(),
    options: z.array(
      z.object({
        carrier: z.string(),
        price: z.string(),
        days: z.number().int(),
        chargedWeightKg: z.number(),
        deliveryDays: z.number().int(),
        deliveryDate: z.string(),
      }),
    ),
  })
  .meta({ id: 'ShippingQuote' });
