import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteLinkRoutes } from '../../community/routes.js';
import { enterpriseAdminRoutes } from '../../enterprises/routes/admin-list.js';
import { partnerRoutes } from '../../enterprises/routes/partners.js';
import { fileService } from '../../../../platform/files/file.service.js';
import type { ModuleOptions } from '../../../../platform/module-options.js';
import { memberRoutes } from '../../member/routes.js';
import { phoneChangeServices } from '../../profile/routes/phone-change.js';
import { phoneBindingRoutes } from '../../profile/routes/phone-binding.js';
import { profileRoutes } from '../../profile/routes/profile.js';
import { registrationServices } from '../../registration/routes.js';
import { staffModule } from '../../staff/routes/index.js';
import { outboxRoutes } from '../../verification/routes.js';
import { providerRouter } from '../../verification/providers.js';
import type { AccountDeps } from '../deps.js';
import { gatewayFallback } from './gateway-fallback.js';
import { loadAccountSettings } from '../settings.js';
import { signInProviderRoutes } from './sign-in-providers.js';
import { ticketServices } from './tickets.js';
export { seedDemoData } from '../demo-data.js';

/**
 * Accounts and enterprises (issue 5): verification codes and the message outbox, registration and recovery
 * services of the gateway, hand-off tickets, sign-in providers, staff, community invite links, enterprises and
 * partner invitations, the personal profile and member information. docs/accounts.md describes them.
 */
const accountsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const settings = loadAccountSettings();
  const deps: AccountDeps = {
    db: options.database.db,
    settings,
    providers: providerRouter(settings),
    grantAll: options.config.grantAllMenus,
  };
  await app.register(outboxRoutes, options);
  await app.register(registrationServices, deps);
  await app.register(ticketServices, deps);
  await app.register(signInProviderRoutes, deps);
  await app.register(staffModule, deps);
  await app.register(inviteLinkRoutes, deps);
  await app.register(enterpriseAdminRoutes, deps);
  await app.register(partnerRoutes, deps);
  await app.register(profileRoutes, { ...deps, files: fileService(options) });
  await app.register(phoneChangeServices, deps);
  await app.register(phoneBindingRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(gatewayFallback);
};

export default accountsModule as FastifyPluginAsync<ModuleOptions>;
