import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { staffFields } from './add.js';
import { staffMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { staffAnswer } from '../../schemas.js';
import { setStaffStatus, updateStaff } from '../service/update.js';

const patchBody = z.object({
  ...staffFields,
  staff_name: staffFields.staff_name.optional(),
  is_admin: z.boolean().optional(),
});

/** Edit name, department, job number, the staff-member flag and the administrator flag; disable and enable. */
export const updateStaffRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.patch(
    '/api/staff/:uid',
    { schema: { params: uidParams, body: patchBody, tags: ['staff'], response: answers(staffAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const row = await updateStaff(db, caller, knownUid(request.params.uid), request.body, request.ip);
      return ok(row, translate(requestLanguage(request), M.saved));
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/api/staff/:uid/${action}`,
      { schema: { params: uidParams, tags: ['staff'], response: answers(staffAnswer) } },
      async (request) => {
        const caller = signedInToEnterprise(request);
        const row = await setStaffStatus(db, caller, knownUid(request.params.uid), action, request.ip);
        return ok(row, translate(requestLanguage(request), M.saved));
      },
    );
  }
};
