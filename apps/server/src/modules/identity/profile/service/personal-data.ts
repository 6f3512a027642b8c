import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import {
  accountIdentities,
  accounts,
  accountTwoFactor,
  enterpriseProfiles,
  enterprises,
  memberProfiles,
  signInAttempts,
  staff,
} from '../../../../db/schema/index.js';

/** One enterprise the person is staff of, as the export lists it and erasure judges it. */
export interface Membership {
  enterprise_uid: string;
  enterprise_no: string;
  enterprise_name: string;
  enterprise_kind: string;
  /** The enterprise registration made for the person alone (their own customer enterprise). */
  personal: boolean;
  staff_name: string;
  job_number: string | null;
  department: string | null;
  is_admin: boolean;
  status: string;
  joined_at: Date;
}

/** The enterprises the account is staff of, with whether each is the person's own (personal) one. */
export async function membershipsOf(db: Database, accountUid: string): Promise<Membership[]> {
  return db
    .select({
      enterprise_uid: enterprises.uid,
      enterprise_no: enterprises.enterpriseNo,
      enterprise_name: enterprises.name,
      enterprise_kind: enterprises.kind,
      personal: enterpriseProfiles.personal,
      staff_name: staff.staffName,
      job_number: staff.jobNumber,
      department: staff.department,
      is_admin: staff.isAdmin,
      status: staff.status,
      joined_at: staff.createdAt,
    })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseUid, enterprises.uid))
    .where(eq(staff.accountUid, accountUid))
    .orderBy(staff.createdAt)
    .then((rows) => rows.map((row) => ({ ...row, personal: row.personal ?? false })));
}

/** The person's own enterprises (made by registration for them alone): their addresses and wallet are theirs. */
export const personalEnterprises = (memberships: Membership[]) =>
  memberships.filter((m) => m.personal && m.is_admin).map((m) => m.enterprise_uid);

/** What identity holds about a person: account, member profile, linked sign-in providers, two-factor, memberships. */
export async function identityDataOf(db: Database, accountUid: string) {
  const [account] = await db
    .select({
      uid: accounts.uid,
      user_no: accounts.userNo,
      name: accounts.name,
      phone_area_code: accounts.phoneAreaCode,
      phone: accounts.phone,
      email: accounts.email,
      avatar_url: accounts.avatarUrl,
      status: accounts.status,
      created_at: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  const [profile] = await db
    .select({
      birthday: memberProfiles.birthday,
      gender: memberProfiles.gender,
      wechat_no: memberProfiles.wechatNo,
      qq_no: memberProfiles.qqNo,
      updated_at: memberProfiles.updatedAt,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.accountUid, accountUid));
  const linked = await db
    .select({ provider: accountIdentities.provider, linked_at: accountIdentities.createdAt })
    .from(accountIdentities)
    .where(eq(accountIdentities.accountUid, accountUid));
  const [twoFactor] = await db
    .select({ enabled_at: accountTwoFactor.enabledAt })
    .from(accountTwoFactor)
    .where(eq(accountTwoFactor.accountUid, accountUid));
  return {
    account: account ?? null,
    profile: { ...(profile ?? {}), linked_sign_in: linked, two_factor_on_since: twoFactor?.enabled_at ?? null },
    memberships: await membershipsOf(db, accountUid),
  };
}

/** The account's sign-in history (issue 33's sign-in history table), newest first. */
export async function signInHistoryOf(db: Database, accountUid: string) {
  return db
    .select({
      at: signInAttempts.at,
      method: signInAttempts.method,
      outcome: signInAttempts.outcome,
      ip: signInAttempts.ip,
      browser: signInAttempts.browser,
      system: signInAttempts.system,
      user_agent: signInAttempts.userAgent,
      enterprise_uid: signInAttempts.enterpriseUid,
    })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.accountUid, accountUid)))
    .orderBy(desc(signInAttempts.at));
}
