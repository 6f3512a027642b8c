import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { adminMask } from '../access/catalogue-index.js';

export const SESSION_COOKIE = 'pcb_session';
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session a cookie token names, while it is neither revoked nor expired. */
const liveSessionOf = (token: string) =>
  and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

export interface NewSession {
  accountUid: string;
  enterpriseUid: string | null;
  staffUid: string | null;
  clientType: number;
  ip?: string;
  userAgent?: string;
}

/** Creates a session and returns the cookie token (never stored) and its public id. */
export async function createSession(db: Database, input: NewSession): Promise<{ token: string; uid: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ ...input, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .returning({ uid: sessions.uid });
  return { token, uid: row!.uid };
}

/** One active session per account and client type (spec 01 §8): the others are marked replaced; returns their ids. */
export async function replaceOtherSessions(
  db: Database,
  keep: { uid: string; accountUid: string; clientType: number },
): Promise<string[]> {
  const replaced = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'replaced' })
    .where(
      and(
        eq(sessions.accountUid, keep.accountUid),
        eq(sessions.clientType, keep.clientType),
        ne(sessions.uid, keep.uid),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ uid: sessions.uid });
  return replaced.map((r) => r.uid);
}

/** Ends every live session of an account (e.g. after a password change); returns their ids. */
export async function revokeAccountSessions(
  db: Database,
  accountUid: string,
  reason: 'password_changed',
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.accountUid, accountUid), isNull(sessions.revokedAt)))
    .returning({ uid: sessions.uid });
  return revoked.map((r) => r.uid);
}

/** The session a cookie token names, live or not (verify_login and polling-login must see a replaced one). */
export async function findSessionByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      uid: sessions.uid,
      accountUid: sessions.accountUid,
      enterpriseUid: sessions.enterpriseUid,
      staffUid: sessions.staffUid,
      clientType: sessions.clientType,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** The live session a cookie token names and its account, nothing more (see session-accounts.ts). */
export async function findLiveSessionAccount(db: Database, token: string) {
  const [row] = await db
    .select({ uid: sessions.uid, accountUid: sessions.accountUid })
    .from(sessions)
    .where(liveSessionOf(token))
    .limit(1);
  return row ?? null;
}

/** The account's current live session for a client type (the newest, should two ever coexist), or null. */
export async function currentSessionUid(db: Database, accountUid: string, clientType: number): Promise<string | null> {
  const [row] = await db
    .select({ uid: sessions.uid })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountUid, accountUid),
        eq(sessions.clientType, clientType),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.uid ?? null;
}

export async function enterSessionEnterprise(
  db: Database,
  sessionUid: string,
  enterpriseUid: string,
  staffUid: string,
) {
  await db.update(sessions).set({ enterpriseUid, staffUid }).where(eq(sessions.uid, sessionUid));
}

export async function revokeSession(db: Database, uid: string, reason: 'logout' | 'password_changed') {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
}

export type SessionContext = Awaited<ReturnType<typeof findActiveSession>>;

export interface StaffContext {
  uid: string;
  staffName: string;
  department: string | null;
  jobNumber: string | null;
  isAdmin: boolean;
  staffMember: boolean;
  permissionMask: string;
  status: 'active' | 'disabled';
  enterpriseName: string;
  enterpriseKind: 'platform' | 'factory' | 'customer' | 'supplier';
  enterpriseNo: string;
  expiresOn: string | null;
  /** The enterprise's expiry date has passed (the database's date): it is read-only (enterprise-expiry/read-only.ts). */
  expired: boolean;
}

/**
 * The live session behind a cookie token, with who is signed in and, once chosen, as which staff
 * member — one query, since every signed-in request asks it.
 */
export async function findActiveSession(db: Database, token: string) {
  return findLiveSession(db, 'token', hashToken(token));
}

/**
 * The live session a session id names (the `sessionID` the login answers): for a client that holds the id but
 * not the cookie, such as a device dashboard opening /push/{sessionid} (spec 01 §7).
 */
export async function findActiveSessionById(db: Database, sessionUid: string) {
  return findLiveSession(db, 'uid', sessionUid);
}

/**
 * Every signed-in request runs this lookup, so it is plain SQL: prepared once per connection on PostgreSQL (named
 * by its key), with no query builder in between, as the order list does (modules/order/list-sql.ts).
 */
const liveSessionText = (
  key: 'token' | 'uid',
) => `select s.uid, s.account_uid, s.client_type, a.user_no, a.name as account_name, a.phone,
  a.phone_area_code, a.avatar_url, s.enterprise_uid, s.staff_uid, st.uid as member_uid, st.staff_name, st.department,
  st.job_number, st.is_admin, st.staff_member, st.permission_mask, st.status, e.name as enterprise_name,
  e.kind as enterprise_kind, e.enterprise_no, e.expires_on::text as expires_on, coalesce(e.expires_on < current_date, false) as expired
from sessions s
join accounts a on a.uid = s.account_uid
left join staff st on st.uid = s.staff_uid
left join enterprises e on e.uid = st.enterprise_uid
where ${key === 'token' ? 's.token_hash = $1' : 's.uid = $1::uuid'} and s.revoked_at is null and s.expires_at > $2
limit 1`;
const LIVE_SESSION = { token: liveSessionText('token'), uid: liveSessionText('uid') };

interface LiveSessionRow {
  uid: string;
  account_uid: string;
  client_type: number;
  user_no: string;
  account_name: string;
  phone: string | null;
  phone_area_code: string | null;
  avatar_url: string | null;
  enterprise_uid: string | null;
  staff_uid: string | null;
  member_uid: string | null;
  staff_name: string;
  department: string | null;
  job_number: string | null;
  is_admin: boolean;
  staff_member: boolean;
  permission_mask: string;
  status: StaffContext['status'];
  enterprise_name: string;
  enterprise_kind: StaffContext['enterpriseKind'];
  enterprise_no: string;
  expires_on: string | null;
  expired: boolean;
}

type Client = pg.Pool | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

async function findLiveSession(db: Database, key: 'token' | 'uid', value: string) {
  if (key === 'uid' && !UUID.test(value)) return null;
  const client = (db as unknown as { $client: Client }).$client;
  const values = [value, new Date().toISOString()];
  const result =
    client instanceof pg.Pool
      ? await client.query<LiveSessionRow>({ name: `live-session-by-${key}`, text: LIVE_SESSION[key], values })
      : await client.query(LIVE_SESSION[key], values);
  const row = result.rows[0] as LiveSessionRow | undefined;
  if (!row) return null;
  const staffContext: StaffContext | null = row.member_uid
    ? {
        uid: row.member_uid,
        staffName: row.staff_name,
        department: row.department,
        jobNumber: row.job_number,
        isAdmin: row.is_admin,
        staffMember: row.staff_member,
        // An enterprise's admin holds every screen of its kind, whatever mask the row was given when it was made.
        permissionMask: row.is_admin ? adminMask(row.enterprise_kind, row.permission_mask) : row.permission_mask,
        status: row.status,
        enterpriseName: row.enterprise_name,
        enterpriseKind: row.enterprise_kind,
        enterpriseNo: row.enterprise_no,
        expiresOn: row.expires_on,
        expired: row.expired,
      }
    : null;
  return {
    uid: row.uid,
    accountUid: row.account_uid,
    clientType: row.client_type,
    userNo: row.user_no,
    accountName: row.account_name,
    phone: row.phone,
    phoneAreaCode: row.phone_area_code,
    avatarUrl: row.avatar_url,
    enterpriseUid: row.enterprise_uid,
    staffUid: row.staff_uid,
    staff: staffContext,
  };
}
