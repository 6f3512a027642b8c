import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountDeps } from '../accounts/deps.js';
import { requireMenu } from '../auth/session-plugin.js';
import { addStaffRoute } from './add.js';
import { staffInvitationRoutes } from './invitations.js';
import { staffListRoutes } from './list.js';
import { permissionRoutes } from './permissions.js';
import { updateStaffRoutes } from './update.js';

/** Staff management: every endpoint needs the staff-management screen and works inside the caller's enterprise. */
export const staffModule: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.addHook('preHandler', requireMenu('staff-management', { grantAll: deps.grantAll }));
  await app.register(staffInvitationRoutes, deps);
  await app.register(staffListRoutes, deps);
  await app.register(addStaffRoute, deps);
  await app.register(updateStaffRoutes, deps);
  await app.register(permissionRoutes, deps);
};
