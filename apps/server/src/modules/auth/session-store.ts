import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, sessions, staff } from '../../db/schema/index.js';

export const SESSION_COOKIE = 'pcb_session';
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session a cookie token names, while it is neither revoked nor expired. */
const liveSessionOf = (token: string) => and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

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
export async function replaceOtherSessions(db: Database, keep: { uid: string; accountUid: string; clientType: number }): Promise<string[]> {
  const replaced = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'replaced' })
    .where(and(eq(sessions.accountUid, keep.accountUid), eq(sessions.clientType, keep.clientType), ne(sessions.uid, keep.uid), isNull(sessions.revokedAt)))
    .returning({ uid: sessions.uid });
  return replaced.map((r) => r.uid);
}

/** Ends every live session of an account (e.g. after a password change); returns their ids. */
export async function revokeAccountSessions(db: Database, accountUid: string, reason: 'password_changed'): Promise<string[]> {
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
    .where(and(eq(sessions.accountUid, accountUid), eq(sessions.clientType, clientType), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.uid ?? null;
}

export async function enterSessionEnterprise(db: Database, sessionUid: string, enterpriseUid: string, staffUid: string) {
  await db.update(sessions).set({ enterpriseUid, staffUid }).where(eq(sessions.uid, sessionUid));
}

export async function revokeSession(db: Database, uid: string, reason: 'logout' | 'password_changed') {
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
}

export type SessionContext = Awaited<ReturnType<typeof findActiveSession>>;

type Nullable<T> = { [K in keyof T]: T[K] | null };

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

/** A left-joined staff row: its NOT NULL columns are present whenever the row is. */
const staffOf = (member: Nullable<StaffContext>): StaffContext => member as StaffContext;

/**
 * The live session behind a cookie token, with who is signed in and, once chosen, as which staff
 * member — one query, since every signed-in request asks it.
 */
export async function findActiveSession(db: Database, token: string) {
  return findLiveSession(db, liveSessionOf(token)!);
}

/**
 * The live session a session id names (the `sessionID` the login answers): for a client that holds the id but
 * not the cookie, such as a device dashboard opening /push/{sessionid} (spec 01 §7).
 */
export async function findActiveSessionById(db: Database, sessionUid: string) {
  return findLiveSession(db, and(eq(sessions.uid, sessionUid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()))!);
}

async function findLiveSession(db: Database, where: SQL) {
  const [row] = await db
    .select({
      uid: sessions.uid,
      accountUid: sessions.accountUid,
      clientType: sessions.clientType,
      userNo: accounts.userNo,
      accountName: accounts.name,
      phone: accounts.phone,
      phoneAreaCode: accounts.phoneAreaCode,
      avatarUrl: accounts.avatarUrl,
      enterpriseUid: sessions.enterpriseUid,
      staffUid: sessions.staffUid,
      member: {
        uid: staff.uid,
        staffName: staff.staffName,
        department: staff.department,
        jobNumber: staff.jobNumber,
        isAdmin: staff.isAdmin,
        staffMember: staff.staffMember,
        permissionMask: staff.permissionMask,
        status: staff.status,
        enterpriseName: enterprises.name,
        enterpriseKind: enterprises.kind,
        enterpriseNo: enterprises.enterpriseNo,
        expiresOn: enterprises.expiresOn,
        expired: sql<boolean>`coalesce(${enterprises.expiresOn} < current_date, false)`,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.uid, sessions.accountUid))
    .leftJoin(staff, eq(staff.uid, sessions.staffUid))
    .leftJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { member, ...session } = row;
  return { ...session, staff: member?.uid ? staffOf(member) : null };
}
