import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { ledgerCheckRoutes } from './routes/ledger-check.js';
import { financeMoneyRoutes } from './routes/money.js';
import './labels.js';

/**
 * The platform operator's finance (docs/money.md): the ledger check, recharges to confirm or reject,
 * withdrawals to process or reject. Platform enterprise only; anyone else gets 403.
 */
const financeModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  await app.register(ledgerCheckRoutes, { db: database.db });
  await app.register(financeMoneyRoutes, {
    db: database.db,
    ledger: app.ledger,
    clock: app.clock,
    grantAll: config.grantAllMenus,
  });
};

export default financeModule as FastifyPluginAsync<ModuleOptions>;
