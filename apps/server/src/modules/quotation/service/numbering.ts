import { and, eq, like, sql } from 'drizzle-orm';
import { quotations } from '../../../db/schema/index.js';
import type { Executor } from './types.js';

/**
 * The next quotation number of a factory for a day: `QT` + yyyymmdd + a 4-digit sequence. Two creations at
 * once may pick the same number; the unique index refuses the second and the caller tries again.
 */
export async function nextQuotationNo(db: Executor, enterpriseUid: string, day: string): Promise<string> {
  const prefix = `QT${day.replaceAll('-', '')}`;
  const [row] = await db
    .select({ last: sql<string | null>`max(${quotations.quotationNo})` })
    .from(quotations)
    .where(and(eq(quotations.enterpriseUid, enterpriseUid), like(quotations.quotationNo, `${prefix}____`)));
  const sequence = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** Whether an error is PostgreSQL's unique violation (23505), on pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
