import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterprises } from '../../../../db/schema/index.js';

export interface ExpiryState {
  /** `enterprises.expires_on` (YYYY-MM-DD), null for an enterprise without an expiry date. */
  date: string | null;
  expired: boolean;
}

/**
 * Reads the enterprise's system expiry date (set by the platform operator) fresh from the database.
 * The date is the last valid day: the enterprise has expired once the database's current date is past it.
 */
export async function enterpriseExpiry(db: Database, enterpriseUid: string): Promise<ExpiryState | null> {
  const [row] = await db
    .select({
      date: enterprises.expiresOn,
      expired: sql<boolean>`coalesce(${enterprises.expiresOn} < current_date, false)`,
    })
    .from(enterprises)
    .where(eq(enterprises.uid, enterpriseUid))
    .limit(1);
  return row ?? null;
}
