import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts, staff } from '../../../../db/schema/index.js';
import { notFound } from '../../../../http/errors.js';

export const staffColumns = {
  staff_uid: staff.uid,
  staff_name: staff.staffName,
  job_number: staff.jobNumber,
  department: staff.department,
  is_admin: staff.isAdmin,
  staff_member: staff.staffMember,
  status: staff.status,
  permission_mask: staff.permissionMask,
  created_at: staff.createdAt,
  user_uid: accounts.uid,
  user_no: accounts.userNo,
  phone_area_code: accounts.phoneAreaCode,
  phone: accounts.phone,
  email: accounts.email,
};

/** A staff row of the caller's enterprise; any other enterprise's id is "not found", whatever it is. */
export async function findStaffOf(db: Database, enterpriseUid: string, staffUid: string) {
  const [row] = await db
    .select(staffColumns)
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.uid, staffUid)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export type StaffRow = Awaited<ReturnType<typeof findStaffOf>>;

export const presentStaff = ({ permission_mask: _mask, ...row }: StaffRow) => ({
  ...row,
  staff_member: row.staff_member ? (1 as const) : (0 as const),
});
