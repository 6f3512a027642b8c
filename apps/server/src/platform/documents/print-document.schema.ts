import { z } from 'zod';

const printField = z.object({ label: z.string(), value: z.string() });

/**
 * A printable document as the print routes answer it (packages/core PrintDocument): what the PDF renderer draws
 * and the web's print page shows. Any module that answers one declares it with this schema.
 */
export const printDocumentAnswer = z
  .object({
    title: z.string(),
    subtitle: z.string().optional(),
    fields: z.array(printField),
    tables: z.array(
      z.object({
        title: z.string(),
        columns: z.array(
          z.object({ label: z.string(), align: z.enum(['left', 'right']).optional(), width: z.number().optional() }),
        ),
        rows: z.array(z.array(z.string())),
      }),
    ),
    totals: z.array(printField),
    notes: z.array(z.string()).optional(),
    footer: z.string().optional(),
  })
  .meta({ id: 'PrintDocument' });
