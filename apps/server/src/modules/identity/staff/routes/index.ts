import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountDeps } from '../../accounts/deps.js';
import { addStaffRoute } from './add.js';
import { staffInvitationRoutes } from './invitations.js';
import { staffListRoutes } from './list.js';
import { myStaffInvitationRoutes } from './my-invitations.js';
import { permissionRoutes } from './permissions.js';
import { updateStaffRoutes } from './update.js';
import { requireScreen } from '../../../../platform/access/guards.js';

/**
 * Staff management: every endpoint needs the staff-management screen and works inside the caller's enterprise.
 * Beside it, the invited person's side of staff invitations, open to any signed-in account.
 */
export const staffModule: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  await app.register(myStaffInvitationRoutes, deps);
  await app.register(async (admin) => {
    admin.addHook('preHandler', requireScreen(['staff-management'], deps.grantAll));
    await admin.register(staffInvitationRoutes, deps);
    await admin.register(staffListRoutes, deps);
    await admin.register(addStaffRoute, deps);
    await admin.register(updateStaffRoutes, deps);
    await admin.register(permissionRoutes, deps);
  });
};
