import { and, asc, eq } from 'drizzle-orm';
import { authCodesOf, hasAuthCode, int4, maskFromAuthCodes } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../../db/client.js';
import { menus, staff } from '../../../../db/schema/index.js';
import type { EnterpriseKind } from '../../../../db/schema/menus.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import { requestLanguage, type Language } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { accountMessages } from '../../accounts/messages.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { assertAdministered, lockEnterpriseStaff } from '../service/admin-guard.js';
import { staffMessages as M } from '../messages.js';
import { findStaffOf } from '../service/queries.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { permissionsSavedAnswer, staffPermissionsAnswer } from '../../schemas.js';

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

const putBody = z.object({ auth_codes: z.array(int4({ min: 1, max: 4096 })).max(512) });

/**
 * The permission-setting screen (staff-management-staffing): the enterprise kind's menu tree with the staff
 * member's granted screens; saving stores the permission mask, read again at the member's next auth-info1.
 */
export const permissionRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  app.get(
    '/api/staff/:uid/permissions',
    { schema: { params: uidParams, tags: ['staff'], response: answers(staffPermissionsAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const target = await findStaffOf(db, caller.enterpriseUid, knownUid(request.params.uid));
      const tree = await kindMenus(db, caller.staff.enterpriseKind, requestLanguage(request));
      const screens = new Set(tree.filter((m) => m.package_url).map((m) => m.auth_code));
      return ok({
        staff_uid: target.staff_uid,
        staff_name: target.staff_name,
        is_admin: target.is_admin,
        menus: tree,
        granted: authCodesOf(target.permission_mask).filter((c) => screens.has(c)),
        grantable: grantableBy(caller, tree, grantAll),
      });
    },
  );

  app.put(
    '/api/staff/:uid/permissions',
    { schema: { params: uidParams, body: putBody, tags: ['staff'], response: answers(permissionsSavedAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const enterpriseUid = caller.enterpriseUid;
      const target = await findStaffOf(db, enterpriseUid, knownUid(request.params.uid));
      if (target.is_admin && !caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
      const tree = await kindMenus(db, caller.staff.enterpriseKind, 'en');
      const screens = new Set(tree.filter((m) => m.package_url).map((m) => m.auth_code));
      const grantable = new Set(grantableBy(caller, tree, grantAll));
      const wanted = [...new Set(request.body.auth_codes)];
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
          ip: request.ip,
        });
      });
      return ok(
        { staff_uid: target.staff_uid, permission_mask: mask, granted: wanted.sort((a, b) => a - b) },
        translate(requestLanguage(request), M.saved),
      );
    },
  );
};
