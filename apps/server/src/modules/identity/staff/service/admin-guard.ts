import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { staff } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { staffMessages as M } from '../messages.js';
import { maskHoldsScreen } from '../../../../platform/access/guards.js';

/** Locks the enterprise's staff rows for the rest of the transaction, so admin changes happen one at a time. */
export async function lockEnterpriseStaff(tx: Database, enterpriseUid: string): Promise<void> {
  await tx.select({ uid: staff.uid }).from(staff).where(eq(staff.enterpriseUid, enterpriseUid)).for('update');
}

/**
 * After a change, inside its transaction: the enterprise must keep an active administrator who holds staff
 * management, or nobody could manage staff again (an administrator cannot remove their own last right).
 */
export async function assertAdministered(tx: Database, enterpriseUid: string): Promise<void> {
  const rows = await tx
    .select({ isAdmin: staff.isAdmin, status: staff.status, mask: staff.permissionMask })
    .from(staff)
    .where(eq(staff.enterpriseUid, enterpriseUid));
  if (!rows.some((r) => r.isAdmin && r.status === 'active' && maskHoldsScreen(r.mask, ['staff-management'])))
    throw new AppError(409, M.lastAdmin);
}
