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

/** The factory's stencil table and assembly price table (`assembly: null`, version 0, when it has none). */
export const assemblySettingsAnswer = z
  .object({
    version: z.number().int(),
    stencils: z.object({
      currency: z.string(),
      options: z.array(
        z.object({
          kind: z.enum(['framed', 'frameless']),
          widthMm: z.number(),
          heightMm: z.number(),
          usableWidthMm: z.number(),
          usableHeightMm: z.number(),
          price: z.string(),
        }),
      ),
    }),
    assembly: assemblyPriceTableSchema.nullable(),
  })
  .meta({ id: 'AssemblySettings' });

const quoteMerchant = z.object({ uid: z.string(), name: z.string() });
const explainedLine = z.object({
  code: z.string(),
  amount: z.string(),
  explain: z.object({
    key: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
    text: z.string(),
  }),
});
/** A problem of a BOM or placement file, or a line of the cross-check, with its message in the caller's language. */
const renderedIssue = z.object({
  key: z.string(),
  row: z.number().int().optional(),
  column: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
const sideName = z.enum(['top', 'bottom']);
const gerberSide = z.object({
  pads: z.number().int(),
  parts: z.number().int(),
  footprints: z.number().int(),
  pasteExtentMm: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
});
const pasteExtent = z.object({ widthMm: z.number(), heightMm: z.number() }).nullable();

export const stencilQuoteAnswer = z
  .object({
    merchant: quoteMerchant,
    currency: z.string(),
    kind: z.enum(['framed', 'frameless']),
    gerber: z.object({
      source: z.enum(['paste', 'mask', 'none']),
      sides: z.array(sideName),
      top: pasteExtent,
      bottom: pasteExtent,
    }),
    stencils: z.array(
      z.object({
        side: sideName,
        kind: z.enum(['framed', 'frameless']),
        widthMm: z.number(),
        heightMm: z.number(),
        usableWidthMm: z.number(),
        usableHeightMm: z.number(),
        price: z.string(),
      }),
    ),
    total: z.string(),
    lines: z.array(explainedLine),
  })
  .meta({ id: 'StencilQuote' });

export const assemblyQuoteAnswer = z
  .object({
    merchant: quoteMerchant,
    currency: z.string(),
    gerber: z.object({
      source: z.enum(['paste', 'mask', 'none']),
      sides: z.array(sideName),
      top: gerberSide,
      bottom: gerberSide,
      throughHoleJoints: z.number().int(),
    }),
    bom: z
      .object({
        fileName: z.string(),
        lines: z.number().int(),
        parts: z.number().int(),
        uniqueParts: z.number().int(),
        errors: z.array(renderedIssue),
      })
      .nullable(),
    pnp: z
      .object({
        fileName: z.string(),
        top: z.number().int(),
        bottom: z.number().int(),
        total: z.number().int(),
        errors: z.array(renderedIssue),
      })
      .nullable(),
    crossCheck: z.object({
      totals: z.object({
        bom: z.number().int().nullable(),
        pnp: z.object({ top: z.number().int(), bottom: z.number().int(), total: z.number().int() }).nullable(),
        gerber: z.object({ top: z.number().int(), bottom: z.number().int(), total: z.number().int() }),
      }),
      checks: z.array(renderedIssue.extend({ ok: z.boolean() })),
    }),
    quote: z.object({
      currency: z.string(),
      total: z.string(),
      lines: z.array(explainedLine),
      boards: z.number().int(),
      perBoard: z.string(),
      sides: z.array(sideName),
      smdJointsPerBoard: z.number().int(),
      thtJointsPerBoard: z.number().int(),
      uniqueParts: z.number().int(),
      uniqueFrom: z.enum(['bom', 'gerber']),
      sourcing: z.enum(['customer', 'factory']),
    }),
  })
  .meta({ id: 'AssemblyQuote' });
