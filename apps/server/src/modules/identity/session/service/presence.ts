import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterprises, inquiries, orders, staff } from '../../../../db/schema/index.js';
import { notFound } from '../../../../http/errors.js';
import type { Clock } from '../../../../platform/jobs/index.js';
import { presenceOf } from '../../../../platform/notify/index.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';

/**
 * Whom a caller may ask about (POST /api/isonline): themselves, an active member of their own enterprise's staff,
 * or an active member of the staff of a counterpart — an enterprise with which the caller's enterprise has an
 * inquiry (not deleted) or an order, on either side (the customer asks about the factory's people, the factory
 * about the customer's). Anyone else is "not found", as an account that does not exist: nobody learns who exists
 * or who is online elsewhere.
 */
export async function mayAskAbout(db: Database, caller: SignedIn, accountUid: string): Promise<boolean> {
  if (accountUid === caller.accountUid) return true;
  const mine = caller.enterpriseUid!;
  const theirs = staff.enterpriseUid;
  const [row] = await db
    .select({ uid: staff.uid })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(
      and(
        eq(staff.accountUid, accountUid),
        eq(staff.status, 'active'),
        eq(enterprises.status, 'active'),
        or(
          eq(theirs, mine),
          exists(
            db
              .select({ one: sql`1` })
              .from(inquiries)
              .where(
                and(
                  eq(inquiries.deleted, false),
                  or(
                    and(eq(inquiries.customerEnterpriseUid, mine), eq(inquiries.merchantEnterpriseUid, theirs)),
                    and(eq(inquiries.merchantEnterpriseUid, mine), eq(inquiries.customerEnterpriseUid, theirs)),
                  ),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(
                or(
                  and(eq(orders.customerUid, mine), eq(orders.merchantUid, theirs)),
                  and(eq(orders.merchantUid, mine), eq(orders.customerUid, theirs)),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/isonline (spec 02 §7): whether the account holds a live /ws socket on any server instance now (its
 * instance's heartbeat is fresh by the clock), and when it was last seen (its latest heartbeat or closed socket;
 * null when it has not been seen in the last 30 days).
 */
export async function onlineState(db: Database, clock: Clock, caller: SignedIn, accountUid: string) {
  if (!(await mayAskAbout(db, caller, accountUid))) throw notFound();
  const { online, lastSeenAt } = await presenceOf(db, accountUid, clock.now());
  return { user_uid: accountUid, online, last_seen_at: lastSeenAt };
}
