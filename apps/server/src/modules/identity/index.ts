import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module-options.js';
import accountsRoutes from './accounts/routes/index.js';
import { authRoutes } from './auth/routes.js';
import expiryRoutes from './enterprises/routes/expiry.js';
import { menuRoutes } from './menus/routes.js';
import sessionRoutes from './session/routes.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { twoFactorPolicyRoutes } from './two-factor/policy/routes.js';
import { signInHistoryRoutes } from './sign-in-history/routes.js';
import './labels.js';
export { demoFactories, seedDemoData, seedDemoFactories } from './accounts/demo-data.js';
export { DEMO_PASSWORD, demoMask } from './accounts/demo-data.js';
export {
  identityDataOf,
  membershipsOf,
  personalEnterprises,
  signInHistoryOf,
} from './profile/service/personal-data.js';
export {
  enterprisesOnlyAdministeredBy,
  erasedName,
  eraseIdentity,
  erasureProofOf,
  proveErasure,
  sendErasureCode,
  type ErasureAnswers,
  type ErasureProof,
} from './profile/service/erasure.js';

/**
 * Who is who: accounts and sign-in (auth), registration and verification codes, enterprises (with their expiry),
 * staff and invitations, community links, the profile and member information, the menus a session holds and the
 * session calls of spec 01 §7. One module with a folder per area: they share accounts, staff and enterprises.
 */
const identityModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const db = options.database.db;
  await app.register(authRoutes, { db });
  await app.register(twoFactorRoutes, { db });
  await app.register(twoFactorPolicyRoutes, { db });
  await app.register(signInHistoryRoutes, { db });
  await app.register(menuRoutes, { db, grantAll: options.config.grantAllMenus });
  await app.register(sessionRoutes, options);
  await app.register(expiryRoutes, options);
  await app.register(accountsRoutes, options);
};

export default identityModule;
