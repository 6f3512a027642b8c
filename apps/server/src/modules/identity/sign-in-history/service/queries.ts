import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts, signInAttempts, staff } from '../../../../db/schema/index.js';
import type { Language } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { dayRange } from '../../../../platform/business-day.js';
import { likePattern, offsetOf, type Paging } from '../../../../platform/paging.js';
import { signInMethods, signInOutcomes, type SignInMethod, type SignInOutcome } from '../messages.js';
import { HISTORY_KEPT } from './record.js';

const columns = {
  uid: signInAttempts.uid,
  at: signInAttempts.at,
  ip: signInAttempts.ip,
  browser: signInAttempts.browser,
  system: signInAttempts.system,
  method: signInAttempts.method,
  outcome: signInAttempts.outcome,
  newBrowser: signInAttempts.newBrowser,
};
interface Row {
  uid: string;
  at: Date;
  ip: string | null;
  browser: string | null;
  system: string | null;
  method: string;
  outcome: string;
  newBrowser: boolean;
}

/** A row as the screens show it, with the way and the outcome in the reader's language. */
function view(row: Row, language: Language) {
  const method = signInMethods[row.method as SignInMethod];
  const outcome = signInOutcomes[row.outcome as SignInOutcome];
  return {
    id: row.uid,
    at: row.at.toISOString(),
    ip: row.ip,
    browser: row.browser,
    system: row.system,
    method: row.method,
    method_text: method ? translate(language, method) : row.method,
    outcome: row.outcome,
    outcome_text: outcome ? translate(language, outcome) : row.outcome,
    success: row.outcome === 'success',
    new_browser: row.newBrowser,
  };
}

/** The account's last 100 sign-in attempts, newest first. */
export async function ownSignIns(db: Database, accountUid: string, language: Language) {
  const rows = await db
    .select(columns)
    .from(signInAttempts)
    .where(eq(signInAttempts.accountUid, accountUid))
    .orderBy(desc(signInAttempts.at), desc(signInAttempts.uid))
    .limit(HISTORY_KEPT);
  return { data: rows.map((r) => view(r, language)), total: rows.length };
}

export interface StaffSignInQuery extends Paging {
  /** A staff name, job number, phone or e-mail, in part. */
  person?: string;
  date_from?: string;
  date_to?: string;
  outcome?: string;
}

/**
 * The sign-ins of an enterprise's staff, for its admins: attempts into this enterprise, and those that entered
 * none (refusals, choosing) — never what a person did in another enterprise. Newest first, paged.
 */
export async function staffSignIns(db: Database, enterpriseUid: string, q: StaffSignInQuery, language: Language) {
  const member = and(eq(staff.accountUid, signInAttempts.accountUid), eq(staff.enterpriseUid, enterpriseUid));
  const where: (SQL | undefined)[] = [
    or(eq(signInAttempts.enterpriseUid, enterpriseUid), isNull(signInAttempts.enterpriseUid)),
    ...dayRange(signInAttempts.at, q.date_from, q.date_to),
    q.outcome ? eq(signInAttempts.outcome, q.outcome) : undefined,
  ];
  if (q.person) {
    const like = likePattern(q.person);
    where.push(
      or(
        ilike(staff.staffName, like),
        ilike(staff.jobNumber, like),
        ilike(accounts.phone, like),
        ilike(accounts.email, like),
      ),
    );
  }
  const base = () =>
    db
      .select({ ...columns, staffName: staff.staffName, jobNumber: staff.jobNumber, phone: accounts.phone })
      .from(signInAttempts)
      .innerJoin(staff, member)
      .innerJoin(accounts, eq(accounts.uid, signInAttempts.accountUid))
      .where(and(...where));
  const [rows, [total]] = await Promise.all([
    base().orderBy(desc(signInAttempts.at), desc(signInAttempts.uid)).limit(q.page_size).offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(signInAttempts)
      .innerJoin(staff, member)
      .innerJoin(accounts, eq(accounts.uid, signInAttempts.accountUid))
      .where(and(...where)),
  ]);
  return {
    data: rows.map((r) => ({ ...view(r, language), staff_name: r.staffName, job_number: r.jobNumber, phone: r.phone })),
    total: Number(total?.n ?? 0),
  };
}
