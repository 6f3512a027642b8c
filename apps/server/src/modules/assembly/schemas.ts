import { assemblyPriceTableSchema, PRICING_TEXT_LIMITS, stencilOptionSchema, text } from '@pcbunion/core';
import { z } from 'zod';

/** Up to 2 MB of file (as base64, 4/3 larger): a BOM or placement file of thousands of lines. */
const MAX_FILE_BASE64 = Math.ceil((2 * 1024 * 1024 * 4) / 3) + 4;

export const fileInput = z.object({
  name: text(200, { trim: true }).min(1),
  /** The file's bytes, base64. */
  content: z
    .string()
    .min(1)
    .max(MAX_FILE_BASE64)
    .regex(/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/, { error: 'badFormat' }),
});
export type FileInput = z.infer<typeof fileInput>;

const count = z.int().min(0).max(10_000_000);
const extent = z.object({ widthMm: z.number().min(0).max(2000), heightMm: z.number().min(0).max(2000) }).nullable();
const side = z.object({ pads: count, parts: count, footprints: count, pasteExtentMm: extent });

/** The `assembly` part of a CAM analysis (`@pcbunion/cam` result), for callers that hold the analysis. */
export const gerberAssemblyInput = z.object({
  source: z.enum(['paste', 'mask', 'none']),
  sides: z.array(z.enum(['top', 'bottom'])).max(2),
  top: side,
  bottom: side,
  throughHoleJoints: count,
});

/** Which board: an instant quote's id, a Gerber file's id, or the analysis's assembly figures. */
const boardSource = {
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  quoteId: z.uuid().optional(),
  gerberFileId: z.uuid().optional(),
  gerber: gerberAssemblyInput.optional(),
  sides: z
    .array(z.enum(['top', 'bottom']))
    .min(1)
    .max(2)
    .optional(),
};

export const stencilQuoteBody = z.object({ ...boardSource, kind: z.enum(['framed', 'frameless']).default('framed') });
export type StencilQuoteBody = z.infer<typeof stencilQuoteBody>;

export const assemblyQuoteBody = z.object({
  ...boardSource,
  boards: z.int().min(1).max(1_000_000),
  sourcing: z.enum(['customer', 'factory']).default('customer'),
  bom: fileInput.optional(),
  pnp: fileInput.optional(),
});
export type AssemblyQuoteBody = z.infer<typeof assemblyQuoteBody>;

export const settingsInput = z.object({
  version: z.int().min(0),
  stencils: z.array(stencilOptionSchema).max(40),
  assembly: assemblyPriceTableSchema,
});
export type SettingsInput = z.infer<typeof settingsInput>;

export const merchantQuery = z.object({ merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional() });
