import { int4 } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { staffMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { permissionsSavedAnswer, staffPermissionsAnswer } from '../../schemas.js';
import { setStaffPermissions, staffPermissions } from '../service/permissions.js';

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
      const uid = knownUid(request.params.uid);
      return ok(await staffPermissions(db, caller, uid, requestLanguage(request), grantAll));
    },
  );

  app.put(
    '/api/staff/:uid/permissions',
    { schema: { params: uidParams, body: putBody, tags: ['staff'], response: answers(permissionsSavedAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const uid = knownUid(request.params.uid);
      const saved = await setStaffPermissions(db, caller, uid, request.body.auth_codes, grantAll, request.ip);
      return ok(saved, translate(requestLanguage(request), M.saved));
    },
  );
};
