import { and, eq, sql } from 'drizzle-orm';
import { maskFromAuthCodes } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { accounts, enterpriseProfiles, enterprises, staff } from '../../../../db/schema/index.js';
import type { EnterpriseKind } from '../../../../db/schema/menus.js';
import { hashPassword } from '../../../../platform/session/password.js';
import { authCodeOf, kindMask } from '../../../../platform/access/catalogue-index.js';

/** What a new staff member may open before an administrator grants more: the workbench. */
export const starterMask = () => maskFromAuthCodes([authCodeOf('collaborative-workbench')]);

export interface NewAccount {
  name: string;
  phoneAreaCode?: string | null;
  phone?: string | null;
  email?: string | null;
  password: string | null;
}

/** Creates an account numbered from the account sequence (U001000, …); the password is stored as scrypt. */
export async function createAccount(db: Database, input: NewAccount): Promise<{ uid: string; userNo: string }> {
  const [row] = await db
    .insert(accounts)
    .values({
      userNo: sql`'U' || lpad(nextval('account_no_seq')::text, 6, '0')`,
      name: input.name.trim(),
      phoneAreaCode: input.phone ? (input.phoneAreaCode ?? '+86') : null,
      phone: input.phone ?? null,
      email: input.email?.trim() || null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    })
    .returning({ uid: accounts.uid, userNo: accounts.userNo });
  return row!;
}

export async function findAccountByPhone(db: Database, areaCode: string, phone: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.phoneAreaCode, areaCode), eq(accounts.phone, phone)))
    .limit(1);
  return row ?? null;
}

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export interface NewEnterprise {
  name: string;
  abbreviation?: string | null;
  kind: Exclude<EnterpriseKind, 'platform'>;
  creditCode?: string | null;
  phone?: string | null;
  personal: boolean;
  registeredBy: string;
  agreementAccepted: boolean;
}

/**
 * Creates an enterprise (numbered E1000, …) valid for one year, with its registration profile.
 * The caller adds its administrator with `addStaff`.
 */
export async function createEnterprise(
  db: Database,
  input: NewEnterprise,
): Promise<{ uid: string; enterpriseNo: string }> {
  const [row] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: sql`'E' || nextval('enterprise_no_seq')::text`,
      name: input.name.trim(),
      abbreviation: input.abbreviation?.trim() || null,
      kind: input.kind,
      creditCode: input.creditCode?.trim() || null,
      phone: input.phone ?? null,
      expiresOn: sql`(current_date + interval '1 year')::date`,
    })
    .returning({ uid: enterprises.uid, enterpriseNo: enterprises.enterpriseNo });
  await db.insert(enterpriseProfiles).values({
    enterpriseUid: row!.uid,
    personal: input.personal,
    registeredBy: input.registeredBy,
    agreementAcceptedAt: input.agreementAccepted ? new Date() : null,
  });
  return row!;
}

export interface NewStaff {
  enterpriseUid: string;
  accountUid: string;
  staffName: string;
  department?: string | null;
  jobNumber?: string | null;
  isAdmin?: boolean;
  staffMember?: boolean;
  permissionMask: string;
}

export async function addStaff(db: Database, input: NewStaff): Promise<{ uid: string }> {
  const [row] = await db
    .insert(staff)
    .values({
      enterpriseUid: input.enterpriseUid,
      accountUid: input.accountUid,
      staffName: input.staffName.trim(),
      department: input.department?.trim() || null,
      jobNumber: input.jobNumber?.trim() || null,
      isAdmin: input.isAdmin ?? false,
      staffMember: input.staffMember ?? false,
      permissionMask: input.permissionMask,
    })
    .returning({ uid: staff.uid });
  return row!;
}

/** A personal customer enterprise for a registered user, who administers it (so they can sign in and order). */
export async function createPersonalEnterprise(
  db: Database,
  account: { uid: string; name: string; phone?: string | null },
) {
  const enterprise = await createEnterprise(db, {
    name: account.name,
    kind: 'customer',
    phone: account.phone ?? null,
    personal: true,
    registeredBy: account.uid,
    agreementAccepted: false,
  });
  const member = await addStaff(db, {
    enterpriseUid: enterprise.uid,
    accountUid: account.uid,
    staffName: account.name,
    isAdmin: true,
    permissionMask: kindMask('customer'),
  });
  return { ...enterprise, staffUid: member.uid };
}

/** True when the (unique-index) error is a duplicate key; the constraint name tells which. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}
