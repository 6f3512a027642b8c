import { and, asc, eq } from 'drizzle-orm';
import { authCodesOf, hasAuthCode, maskFromAuthCodes } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { menus, staff } from '../../../../db/schema/index.js';
import type { EnterpriseKind } from '../../../../db/schema/menus.js';
import { AppError } from '../../../../http/errors.js';
import type { Language } from '../../../../http/language.js';
import { recordAudit } from '../../../../platform/audit.js';
import { accountMessages } from '../../accounts/messages.js';
import type { InEnterprise } from '../../../../platform/access/guards.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { assertAdministered, lockEnterpriseStaff } from './admin-guard.js';
import { staffMessages as M } from '../messages.js';
import { findStaffOf } from './queries.js';

/** The menus an enterprise of this kind can grant (groups included, for the tree), in catalogue order. */
async function kindMenus(db: Database, kind: EnterpriseKind, language: Language) {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort));
  return rows
    .filter((m) => m.kinds.includes(kind))
    .map((m) => ({
      menu_no: m.menuNo,
      parent_no: m.parentNo,
      menu_name: m.names[language] ?? m.names.en,
      package_url: m.packageUrl,
      auth_code: m.authCode,
      is_show: m.isShow,
    }));
}

/** What the caller may hand out: an administrator every screen of the kind, anyone else only what they hold. */
function grantableBy(
  caller: SignedIn,
  screens: { auth_code: number; package_url: string | null }[],
  grantAll: boolean,
) {
  return screens
    .filter(
      (m) =>
        m.package_url && (grantAll || caller.staff.isAdmin || hasAuthCode(caller.staff.permissionMask, m.auth_code)),
    )
    .map((m) => m.auth_code);
}

/** The kind's menu tree with the member's granted screens and what the caller may hand out. */
export async function staffPermissions(
  db: Database,
  caller: InEnterprise,
  staffUid: string,
  language: Language,
  grantAll: boolean,
) {
  const target = await findStaffOf(db, caller.enterpriseUid, staffUid);
  const tree = await kindMenus(db, caller.staff.enterpriseKind, language);
  const screens = new Set(tree.filter((m) => m.package_url).map((m) => m.auth_code));
  return {
    staff_uid: target.staff_uid,
    staff_name: target.staff_name,
    is_admin: target.is_admin,
    menus: tree,
    granted: authCodesOf(target.permission_mask).filter((c) => screens.has(c)),
    grantable: grantableBy(caller, tree, grantAll),
  };
}

/** Stores the member's permission mask (audited); the enterprise keeps an administrator. */
export async function setStaffPermissions(
  db: Database,
  caller: InEnterprise,
  staffUid: string,
  authCodes: number[],
  grantAll: boolean,
  ip: string,
) {
  const enterpriseUid = caller.enterpriseUid;
  const target = await findStaffOf(db, enterpriseUid, staffUid);
  if (target.is_admin && !caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
  const tree = await kindMenus(db, caller.staff.enterpriseKind, 'en');
  const screens = new Set(tree.filter((m) => m.package_url).map((m) => m.auth_code));
  const grantable = new Set(grantableBy(caller, tree, grantAll));
  const wanted = [...new Set(authCodes)];
  const outside = wanted.find((c) => !screens.has(c));
  if (outside !== undefined) throw new AppError(400, M.outsideKind, { code: outside }, 0, 'auth_codes');
  const before = new Set(authCodesOf(target.permission_mask));
  // A non-administrator may neither add nor take away screens they do not hold themselves.
  const changed = [
    ...wanted.filter((c) => !before.has(c)),
    ...[...before].filter((c) => screens.has(c) && !wanted.includes(c)),
  ];
  const beyond = changed.find((c) => !grantable.has(c));
  if (beyond !== undefined) throw new AppError(403, M.beyondOwn, { code: beyond }, 0, 'auth_codes');
  const mask = maskFromAuthCodes(wanted);
  await db.transaction(async (tx) => {
    await lockEnterpriseStaff(tx, enterpriseUid);
    await tx
      .update(staff)
      .set({ permissionMask: mask })
      .where(and(eq(staff.uid, target.staff_uid), eq(staff.enterpriseUid, enterpriseUid)));
    await assertAdministered(tx, enterpriseUid);
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid,
      entity: 'staff',
      entityUid: target.staff_uid,
      action: 'set_permissions',
      before: { permission_mask: target.permission_mask },
      after: { permission_mask: mask },
      ip,
    });
  });
  return { staff_uid: target.staff_uid, permission_mask: mask, granted: wanted.sort((a, b) => a - b) };
}
