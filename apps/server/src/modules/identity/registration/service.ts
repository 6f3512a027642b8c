import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterpriseProfiles, enterprisePartners, enterprises, staff } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { addStaff, createPersonalEnterprise, starterMask } from '../accounts/service/account-factory.js';
import { registrationMessages as M } from './messages.js';

interface Person {
  uid: string;
  name: string;
  phone?: string | null;
}

/** Adds the account to the enterprise as staff with the starter screens; refuses a second membership. */
export async function joinAsStaff(
  tx: Database,
  enterpriseUid: string,
  person: Person,
  extra: {
    staffName?: string | null;
    department?: string | null;
    jobNumber?: string | null;
    staffMember?: boolean;
  } = {},
) {
  const [existing] = await tx
    .select({ uid: staff.uid, status: staff.status })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.accountUid, person.uid)))
    .limit(1);
  if (existing) throw new AppError(409, existing.status === 'active' ? M.alreadyMember : M.membershipDisabled);
  return addStaff(tx, {
    enterpriseUid,
    accountUid: person.uid,
    staffName: extra.staffName || person.name,
    department: extra.department,
    jobNumber: extra.jobNumber && !(await jobNumberTaken(tx, enterpriseUid, extra.jobNumber)) ? extra.jobNumber : null,
    staffMember: extra.staffMember ?? false,
    permissionMask: starterMask(),
  });
}

/** A job number given with an invitation may have been taken since: then the person joins without one. */
async function jobNumberTaken(tx: Database, enterpriseUid: string, jobNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ uid: staff.uid })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.jobNumber, jobNumber)))
    .limit(1);
  return row !== undefined;
}

/**
 * A member of an inviting enterprise is a customer of it: the account's own customer enterprise (the first one
 * it administers, else a new personal one) is recorded as the inviter's customer.
 */
export async function joinAsMember(tx: Database, inviterUid: string, person: Person) {
  const [own] = await tx
    .select({ uid: enterprises.uid })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(
      and(
        eq(staff.accountUid, person.uid),
        eq(staff.isAdmin, true),
        eq(staff.status, 'active'),
        eq(enterprises.kind, 'customer'),
        eq(enterprises.status, 'active'),
      ),
    )
    .orderBy(enterprises.enterpriseNo)
    .limit(1);
  const customerUid = own?.uid ?? (await createPersonalEnterprise(tx, person)).uid;
  if (customerUid === inviterUid) throw new AppError(409, M.alreadyMember);
  const added = await tx
    .insert(enterprisePartners)
    .values({ enterpriseUid: inviterUid, partnerEnterpriseUid: customerUid, relation: 'customer' })
    .onConflictDoNothing()
    .returning({ uid: enterprisePartners.uid });
  if (added.length === 0) throw new AppError(409, M.alreadyMember);
  return { customerEnterpriseUid: customerUid };
}

export async function isPersonal(db: Database, enterpriseUid: string): Promise<boolean> {
  const [row] = await db
    .select({ personal: enterpriseProfiles.personal })
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterpriseUid, enterpriseUid));
  return row?.personal ?? false;
}
