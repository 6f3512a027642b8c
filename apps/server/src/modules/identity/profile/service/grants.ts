import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { sessionGrants } from '../../../../db/schema/index.js';

/** The current password was checked in this session: the phone may change for ten minutes. */
export const PHONE_CHANGE_GRANT = 'phone_change';
const GRANT_SECONDS = 600;

export async function grant(db: Database, sessionUid: string, purpose: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${GRANT_SECONDS})`;
  await db
    .insert(sessionGrants)
    .values({ sessionUid, purpose, expiresAt })
    .onConflictDoUpdate({ target: [sessionGrants.sessionUid, sessionGrants.purpose], set: { expiresAt } });
}

export async function hasGrant(db: Database, sessionUid: string, purpose: string): Promise<boolean> {
  const [row] = await db
    .select({ purpose: sessionGrants.purpose })
    .from(sessionGrants)
    .where(
      and(
        eq(sessionGrants.sessionUid, sessionUid),
        eq(sessionGrants.purpose, purpose),
        gt(sessionGrants.expiresAt, sql`now()`),
      ),
    );
  return !!row;
}

export async function dropGrant(db: Database, sessionUid: string, purpose: string): Promise<void> {
  await db
    .delete(sessionGrants)
    .where(and(eq(sessionGrants.sessionUid, sessionUid), eq(sessionGrants.purpose, purpose)));
}
