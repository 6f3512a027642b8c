import { estimateValueSchema, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { z } from 'zod';

/** Bytes the assembly part's own choices may take in a quote. */
const ASSEMBLY_MAX_CHARS = 16 * 1024;

/** Everything the visitor chose on the page. */
export const quoteState = z.object({
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).nullable().optional(),
  params: z
    .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
    .refine((p) => Object.keys(p).length <= 200, { error: 'tooLong', params: { maximum: 200 } }),
  leadTime: text(PRICING_TEXT_LIMITS.code).nullable().optional(),
  destination: z
    .object({ country: text(60).min(1), province: text(60).nullable().optional() })
    .nullable()
    .optional(),
  carrier: text(100).nullable().optional(),
  /**
   * The stencil and assembly part's choices, kept as it gives them (bounded). The body is parsed JSON already;
   * z.json()'s recursive schema would leave a dangling $ref in the OpenAPI document.
   */
  assembly: z
    .unknown()
    .nullable()
    .optional()
    .refine((v) => v === undefined || JSON.stringify(v).length <= ASSEMBLY_MAX_CHARS, {
      error: 'tooLong',
      params: { maximum: ASSEMBLY_MAX_CHARS },
    }),
});
export type QuoteState = z.infer<typeof quoteState>;

export const createBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  state: quoteState.optional(),
});
export const updateBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  state: quoteState,
  rowVersion: z.int().min(1).optional(),
});
export const quoteParams = z.object({ id: z.uuid() });
export const renderParams = z.object({ id: z.uuid(), side: z.enum(['top', 'bottom']) });
const colorCode = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9_]*$/)
  .optional();
/** The colours to draw the board in (the book's option codes), and a version the browser caches the image by. */
export const renderQuery = z.object({ mask: colorCode, silk: colorCode, v: z.string().max(64).optional() });

/** A saved instant quote as the API answers it. */
export const instantQuoteAnswer = z
  .object({
    id: z.string(),
    merchant: z.string().nullable(),
    /** The visitor's choices (`{}` on a quote started without any). */
    state: quoteState.partial({ params: true }),
    file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
    /** The CAM analysis of the uploaded archive as @pcbunion/cam answered it (its CamResult), null before an upload. */
    analysis: z.unknown(),
    expiresAt: z.string(),
    claimed: z.boolean(),
    rowVersion: z.number().int(),
  })
  .meta({ id: 'InstantQuote' });
