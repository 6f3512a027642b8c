import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text, int4 } from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { identityFields } from '../../../platform/session/identity.js';
import { rolesOf } from '../auth/service/login.js';
import { assertIdentityAgrees } from '../../../platform/session/identity.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';
import { grantedMenus } from './service.js';
import { answers } from '../../../http/answer.js';
import { authInfoAnswer } from '../schemas.js';

const authInfoBody = z
  .object({
    clienttype: int4({ coerce: true }).optional(),
    role_no: text(200).optional(),
    ip: text(200).optional(),
    ...identityFields,
  })
  .optional();

export const menuRoutes: FastifyPluginAsyncZod<{ db: Database; grantAll: boolean }> = async (app, { db, grantAll }) => {
  app.post(
    '/api/atom/auth-info1',
    {
      config: { openWhenExpired: true },
      schema: { body: authInfoBody, tags: ['session'], response: answers(authInfoAnswer) },
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      assertIdentityAgrees(caller, request.body ?? {});
      const menus = await grantedMenus(db, caller.staff.permissionMask, requestLanguage(request), grantAll);
      const roles = rolesOf({ enterprise_kind: caller.staff.enterpriseKind, is_admin: caller.staff.isAdmin });
      return ok({
        menus,
        roles,
        role_no: roles[0]!.role_no,
        usercode: caller.userNo,
        user: {
          user_uid: caller.accountUid,
          staff_uid: caller.staffUid,
          staff_name: caller.staff.staffName,
          phone: caller.phone,
          phone_area_code: caller.phoneAreaCode,
          avatar: caller.avatarUrl,
          enterprise_uid: caller.enterpriseUid,
          enterprise_name: caller.staff.enterpriseName,
          enterprise_kind: caller.staff.enterpriseKind,
          expires_on: caller.staff.expiresOn,
          satff_member: caller.staff.staffMember ? 1 : 0,
          is_admin: caller.staff.isAdmin,
        },
      });
    },
  );
};
