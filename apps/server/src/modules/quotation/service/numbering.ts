import { and, eq, like, sql } from 'drizzle-orm';
import { quotations } from '../../../db/schema/index.js';
import { dailyNumber } from '../../../platform/business-numbers.js';
import type { Executor } from './types.js';

/**
 * The next quotation number of a factory for a day: `QT` + yyyymmdd + a 4-digit serial, drawn from the factory's
 * counter above any number of the day already typed in by hand.
 */
export async function nextQuotationNo(db: Executor, enterpriseUid: string, day: string): Promise<string> {
  const prefix = `QT${day.replaceAll('-', '')}`;
  const [row] = await db
    .select({ last: sql<string | null>`max(${quotations.quotationNo})` })
    .from(quotations)
    .where(and(eq(quotations.enterpriseUid, enterpriseUid), like(quotations.quotationNo, `${prefix}____`)));
  const above = row?.last ? Number(row.last.slice(prefix.length)) || 0 : 0;
  return dailyNumber(db, 'QT', enterpriseUid, day, { above });
}

/** Whether an error is PostgreSQL's unique violation (23505), on pg and PGlite alike. */
export { isUniqueViolation } from '../../quotation-masters/index.js';
