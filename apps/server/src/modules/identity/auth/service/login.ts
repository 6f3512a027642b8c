import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_ID } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { accounts, enterprises, staff } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import type { LoginBody } from '../login.schema.js';
import { verifyPassword } from '../../../../platform/session/password.js';
import {
  createSession,
  enterSessionEnterprise,
  replaceOtherSessions,
} from '../../../../platform/session/session-store.js';

export interface JoinedEnterprise {
  enterprise_uid: string;
  enterprise_name: string;
  enterprise_kind: 'platform' | 'factory' | 'customer' | 'supplier';
  department: string | null;
  staff_uid: string;
  staff_name: string;
  is_admin: boolean;
}

const refuse = (key: 'notRegistered' | 'passwordError' | 'userInvalid' | 'noEnterprise') => new AppError(401, key);

/** The uids of the accounts a login name names (for the sign-in history of a refused or throttled try). */
export async function accountsNamed(db: Database, body: LoginBody): Promise<string[]> {
  return (await findAccounts(db, body)).map((a) => a.uid);
}

/** A refusal of the account the password was right for: the history records it against that account alone. */
const refuseAccount = (error: unknown, accountUid: string) =>
  error instanceof AppError ? Object.assign(error, { accountUid }) : error;

/** The account a refusal names, when the password step got that far. */
export const refusedAccountOf = (error: unknown): string | undefined =>
  (error as { accountUid?: string } | null)?.accountUid;

/** Candidate accounts for the login name; a job number may exist in several enterprises. */
async function findAccounts(db: Database, body: LoginBody) {
  const columns = {
    uid: accounts.uid,
    userNo: accounts.userNo,
    passwordHash: accounts.passwordHash,
    status: accounts.status,
  };
  if (body.login_type === 'phone') {
    return db
      .select(columns)
      .from(accounts)
      .where(and(eq(accounts.phoneAreaCode, body.phone_area_code!), eq(accounts.phone, body.login_phone!)));
  }
  if (body.login_type === 'email') {
    return db
      .select(columns)
      .from(accounts)
      .where(sql`lower(${accounts.email}) = lower(${body.login_email!})`);
  }
  return db
    .selectDistinct(columns)
    .from(accounts)
    .innerJoin(staff, eq(staff.accountUid, accounts.uid))
    .where(eq(staff.jobNumber, body.login_jobnumber!));
}

export async function listJoinedEnterprises(db: Database, accountUid: string): Promise<JoinedEnterprise[]> {
  return db
    .select({
      enterprise_uid: enterprises.uid,
      enterprise_name: enterprises.name,
      enterprise_kind: enterprises.kind,
      department: staff.department,
      staff_uid: staff.uid,
      staff_name: staff.staffName,
      is_admin: staff.isAdmin,
    })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(and(eq(staff.accountUid, accountUid), eq(staff.status, 'active'), eq(enterprises.status, 'active')))
    .orderBy(enterprises.enterpriseNo);
}

export interface LoginOutcome {
  token: string;
  /** Sessions of the same account and client type this login replaced (spec 01 §8). */
  replaced: string[];
  answer: {
    sessionID: string;
    usercode: string;
    productid: string;
    joined_enterprise_info: JoinedEnterprise[];
    user_role_info: { role_no: string; role_name: string }[];
    /** Set when the account must still choose an enterprise (POST /api/login). */
    choose_enterprise: boolean;
  };
}

export function rolesOf(member: Pick<JoinedEnterprise, 'enterprise_kind' | 'is_admin'>) {
  const role_no = `${member.enterprise_kind}_${member.is_admin ? 'admin' : 'staff'}`;
  return [{ role_no, role_name: role_no }];
}

/** The account a correct password names, with the memberships it may sign in to. */
export interface Authenticated {
  accountUid: string;
  userNo: string;
  joined: JoinedEnterprise[];
}

/**
 * The first factor: the password of the login name. Refuses (401) an unknown name, a wrong password, an account
 * that is not active or that belongs to no active enterprise. A job-number sign-in keeps to that job number's
 * memberships.
 */
export async function authenticate(db: Database, body: LoginBody): Promise<Authenticated> {
  const candidates = await findAccounts(db, body);
  if (candidates.length === 0) throw refuse('notRegistered');
  let account: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(body.login_password, candidate.passwordHash)) account = candidate;
  }
  if (!account) throw refuse('passwordError');
  const accountUid = account.uid;
  if (account.status !== 'active') throw refuseAccount(refuse('userInvalid'), accountUid);
  const joined = await membershipsToSignIn(
    db,
    accountUid,
    body.login_type === 'jobnumber' ? body.login_jobnumber! : null,
  ).catch((error: unknown) => {
    throw refuseAccount(error, accountUid);
  });
  return { accountUid: account.uid, userNo: account.userNo, joined };
}

/** The account of a challenge whose second factor was right, as the password step found it (still active). */
export async function authenticatedAccount(
  db: Database,
  accountUid: string,
  jobNumber: string | null,
): Promise<Authenticated> {
  const [account] = await db
    .select({ userNo: accounts.userNo, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  if (!account || account.status !== 'active') throw refuse('userInvalid');
  return { accountUid, userNo: account.userNo, joined: await membershipsToSignIn(db, accountUid, jobNumber) };
}

/** The account's active memberships, only the job number's when it signed in by one; refuses when none. */
export async function membershipsToSignIn(db: Database, accountUid: string, jobNumber: string | null) {
  let joined = await listJoinedEnterprises(db, accountUid);
  if (jobNumber !== null) {
    const numbered = await db
      .select({ uid: staff.uid })
      .from(staff)
      .where(and(eq(staff.accountUid, accountUid), eq(staff.jobNumber, jobNumber)));
    joined = joined.filter((j) => numbered.some((n) => n.uid === j.staff_uid));
  }
  if (joined.length === 0) throw refuse('noEnterprise');
  return joined;
}

/**
 * Opens the session of a signed-in account: in its one enterprise at once (replacing the account's other sessions
 * of the client type, spec 01 §8), or without one when it must choose (POST /api/login).
 */
export async function openSession(
  db: Database,
  who: Authenticated,
  clientType: number,
  client: { ip?: string; userAgent?: string },
): Promise<LoginOutcome> {
  const { joined } = who;
  const only = joined.length === 1 ? joined[0]! : null;
  const session = await createSession(db, {
    accountUid: who.accountUid,
    enterpriseUid: only?.enterprise_uid ?? null,
    staffUid: only?.staff_uid ?? null,
    clientType,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const replaced = only
    ? await replaceOtherSessions(db, { uid: session.uid, accountUid: who.accountUid, clientType })
    : [];
  return {
    token: session.token,
    replaced,
    answer: {
      sessionID: session.uid,
      usercode: who.userNo,
      productid: PRODUCT_ID,
      joined_enterprise_info: joined,
      user_role_info: only ? rolesOf(only) : [],
      choose_enterprise: !only,
    },
  };
}

/** Whether `phone` as a payload names the account: its number alone, or with its area code ("+86 13800000001"). */
export function isAccountPhone(phone: string, account: { phone: string | null; phoneAreaCode: string | null }) {
  if (!account.phone) return false;
  const typed = phone.replace(/[\s-]/g, '');
  return typed === account.phone || typed === `${account.phoneAreaCode ?? ''}${account.phone}`;
}

/**
 * Entering an enterprise (spec 01 §7 /login and atom/login, spec 02 §7): the second step for an account in several
 * enterprises, and switching enterprise. The membership is named by its enterprise, its staff uid, or both (then
 * the same one); it must be one of the account's active memberships (403 otherwise). A `phone` in the payload must
 * be the account's own (403 identityMismatch). Other sessions of the account and client type are replaced.
 */
export async function enterEnterprise(
  db: Database,
  session: {
    uid: string;
    accountUid: string;
    clientType: number;
    phone: string | null;
    phoneAreaCode: string | null;
  },
  choice: { enterprise_uid?: string; staff_uid?: string; phone?: string },
) {
  if (choice.phone !== undefined && !isAccountPhone(choice.phone, session)) throw new AppError(403, 'identityMismatch');
  const joined = await listJoinedEnterprises(db, session.accountUid);
  const member = joined.find(
    (j) =>
      (choice.enterprise_uid === undefined || j.enterprise_uid === choice.enterprise_uid) &&
      (choice.staff_uid === undefined || j.staff_uid === choice.staff_uid),
  );
  if (!member || (!choice.enterprise_uid && !choice.staff_uid)) throw new AppError(403, 'notAMember');
  await enterSessionEnterprise(db, session.uid, member.enterprise_uid, member.staff_uid);
  const replaced = await replaceOtherSessions(db, {
    uid: session.uid,
    accountUid: session.accountUid,
    clientType: session.clientType,
  });
  return { member, roles: rolesOf(member), productid: PRODUCT_ID, replaced };
}
