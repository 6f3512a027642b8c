import type { FastifyPluginAsync } from 'fastify';
import { every } from '../../platform/jobs/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { createStorage } from '../../storage/index.js';
import { privacyRoutes } from './routes.js';
import { buildExport, EXPORT_JOB, EXPORT_PRUNE_JOB, pruneExpiredArchives, type ExportDeps } from './service/exports.js';
import './labels.js';

export { EXPORT_JOB } from './service/exports.js';

/**
 * Personal data (issue 33; PIPL art. 44–47, GDPR art. 15–17): "Download my data" — a zip built by the durable job
 * `privacy.export`, downloadable for 24 h — and "Delete my account", which erases or anonymises the person through
 * each module's index and keeps what the law and the ledger require. Depends on identity, addresses, invoicing,
 * wallet, order, inquiry and work-order; none of them depends on it.
 */
const privacyModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const deps: ExportDeps = { db: database.db, storage: createStorage(config), jobs: app.jobs, clock: app.clock };
  app.jobs.register<{ uid: string; language?: string }>(EXPORT_JOB, (ctx) => buildExport(deps, ctx), {
    maxAttempts: 3,
  });
  app.jobs.register(EXPORT_PRUNE_JOB, ({ now }) => pruneExpiredArchives(deps, now), { schedule: every(3_600_000) });
  await app.register(privacyRoutes, deps);
};

export default privacyModule;
